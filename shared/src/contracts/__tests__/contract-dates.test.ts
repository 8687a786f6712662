import {
  addDaysToDay,
  addMonthsToDay,
  compareDays,
  contractEnd,
  earliestContractStart,
  renewalStart,
} from '../contract-dates';

describe('contract dates', () => {
  it('adds months, keeping a month end inside the shorter month', () => {
    expect(contractEnd('2026-01-31', 1)).toBe('2026-02-28');
    expect(contractEnd('2028-01-31', 1)).toBe('2028-02-29');
    expect(contractEnd('2026/03/15', 12)).toBe('2027/03/15');
    expect(addMonthsToDay('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsToDay('2026-01-15', -2)).toBe('2025-11-15');
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDay('2026-12-31')).toBe('2027-01-01');
    expect(addDaysToDay('2028/02/28')).toBe('2028/02/29');
  });

  it('compares days written with either separator', () => {
    expect(compareDays('2026/05/01', '2026-05-01')).toBe(0);
    expect(compareDays('2026-05-01', '2026-04-30')).toBeGreaterThan(0);
  });

  it('renews from the day after a future end, else from today', () => {
    expect(renewalStart('2026-12-31', '2026-11-29')).toBe('2027-01-01');
    expect(renewalStart('2026-11-28', '2026-11-29')).toBe('2026-11-29');
    expect(renewalStart('2026-11-29', '2026-11-29')).toBe('2026-11-30');
    expect(renewalStart('2026-12-31', '2026/11/29')).toBe('2027/01/01');
  });

  it('lets a contract start at most a year back', () => {
    expect(earliestContractStart('2026-11-29')).toBe('2025-11-29');
    expect(earliestContractStart('2028-02-29')).toBe('2027-02-28');
  });
});
