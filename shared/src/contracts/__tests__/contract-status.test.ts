import {
  CONTRACT_STATUS,
  approvalStatusLabel,
  contractOrderTypeLabel,
  contractStatus,
} from '../contract-constants';

const TODAY = '2026-11-23';
const contract = (is_expired: boolean, is_active: boolean, end_date: string) => ({
  is_expired,
  is_active,
  end_date,
});

describe('contractStatus (spec 1 §4 subscription display status)', () => {
  it('is Expired when flagged expired, whatever the end date and active flag', () => {
    expect(contractStatus(contract(true, true, '2027-01-01'), TODAY)).toBe(CONTRACT_STATUS.expired);
    expect(contractStatus(contract(true, false, '2027-01-01'), TODAY)).toBe(CONTRACT_STATUS.expired);
  });

  it('is Expired when the end date is not after now: today or earlier', () => {
    expect(contractStatus(contract(false, true, TODAY), TODAY)).toBe(CONTRACT_STATUS.expired);
    expect(contractStatus(contract(false, true, '2026-11-22'), TODAY)).toBe(CONTRACT_STATUS.expired);
    expect(contractStatus(contract(false, false, '2025-01-10'), TODAY)).toBe(CONTRACT_STATUS.expired);
  });

  it('otherwise is Active when is_active, else InActive', () => {
    expect(contractStatus(contract(false, true, '2026-11-24'), TODAY)).toBe(CONTRACT_STATUS.active);
    expect(contractStatus(contract(false, false, '2026-11-24'), TODAY)).toBe(CONTRACT_STATUS.inactive);
  });

  it("uses the spec's words", () => {
    expect(CONTRACT_STATUS).toEqual({ expired: 'Expired', active: 'Active', inactive: 'InActive' });
  });
});

describe('contract words', () => {
  it('labels approval codes and keeps an unknown code as it is', () => {
    expect(approvalStatusLabel('PENDING_APPROVAL')).toBe('Pending Approval');
    expect(approvalStatusLabel('ON_HOLD')).toBe('On Hold');
    expect(approvalStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
  it('labels where a contract was sold', () => {
    expect(contractOrderTypeLabel('WEB_APP')).toBe('Website');
    expect(contractOrderTypeLabel('MOBILE_APP_IOS')).toBe('iOS App');
  });
});
