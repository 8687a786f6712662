import { contractRights } from '../contract-rights';

describe('contractRights (spec 2 §6)', () => {
  it('gives ADMIN every change, renewing included', () => {
    expect(contractRights('ADMIN')).toEqual({ summary: true, payment: true, approval: true, renew: true });
  });

  it('lets FINANCE edit the summary and the payment but not renew or approve', () => {
    expect(contractRights('FINANCE')).toEqual({
      summary: true,
      payment: true,
      approval: false,
      renew: false,
    });
  });

  it('gives CSC, SITEADMIN and no session nothing', () => {
    for (const role of ['CSC', 'SITEADMIN', undefined, 'SOMEONE'])
      expect(contractRights(role)).toEqual({ summary: false, payment: false, approval: false, renew: false });
  });
});
