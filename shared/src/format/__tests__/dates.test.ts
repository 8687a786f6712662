import dayjs from 'dayjs';
import { formatDate, formatTime, parseCalendarDate, todayInZone, toApiDate } from '../dates';

describe('formatDate / formatTime in the store time zone', () => {
  // 2026-03-09T20:15:00Z is 10 March 01:45 in Kolkata (UTC+5:30) and still 9 March in New York.
  const instant = '2026-03-09T20:15:00Z';

  it('formats the date DD/MM/YYYY in the given zone', () => {
    expect(formatDate(instant, 'Asia/Kolkata')).toBe('10/03/2026');
    expect(formatDate(instant, 'America/New_York')).toBe('09/03/2026');
  });

  it('formats the time hh:mm A in the given zone', () => {
    expect(formatTime(instant, 'Asia/Kolkata')).toBe('01:45 AM');
    expect(formatTime(instant, 'UTC')).toBe('08:15 PM');
  });

  it('accepts Date and epoch milliseconds', () => {
    const ms = Date.parse(instant);
    expect(formatDate(ms, 'UTC')).toBe('09/03/2026');
    expect(formatTime(new Date(ms), 'Asia/Kolkata')).toBe('01:45 AM');
  });

  it('falls back to the browser zone when the zone is absent or unknown', () => {
    const local = dayjs(instant);
    expect(formatDate(instant)).toBe(local.format('DD/MM/YYYY'));
    expect(formatDate(instant, 'Not/AZone')).toBe(local.format('DD/MM/YYYY'));
    expect(formatTime(instant, null)).toBe(local.format('hh:mm A'));
  });

  it('gives an empty string for empty or unparseable values', () => {
    expect(formatDate(null, 'UTC')).toBe('');
    expect(formatDate('', 'UTC')).toBe('');
    expect(formatDate('not a date', 'UTC')).toBe('');
    expect(formatTime(undefined, 'UTC')).toBe('');
  });
});

describe('todayInZone', () => {
  afterEach(() => jest.useRealTimers());

  it("is the store's calendar day, not the browser's", () => {
    jest.useFakeTimers({ now: new Date('2026-03-09T20:15:00Z') });
    expect(todayInZone('Asia/Kolkata').format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(todayInZone('America/Los_Angeles').format('YYYY-MM-DD')).toBe('2026-03-09');
  });

  it('is a zone-less midnight, so pickers show that calendar date', () => {
    jest.useFakeTimers({ now: new Date('2026-03-09T20:15:00Z') });
    const today = todayInZone('Asia/Kolkata');
    expect(today.hour()).toBe(0);
    expect(today.minute()).toBe(0);
    expect(today.format('DD/MM/YYYY')).toBe('10/03/2026');
  });
});

describe('toApiDate / parseCalendarDate', () => {
  it('writes the two API formats', () => {
    const day = dayjs('2026-01-05');
    expect(toApiDate(day, 'YYYY/MM/DD')).toBe('2026/01/05');
    expect(toApiDate(day, 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(toApiDate(day)).toBe('2026-01-05');
  });

  it('parses strictly and refuses impossible dates', () => {
    expect(parseCalendarDate('05/01/2026')?.format('YYYY-MM-DD')).toBe('2026-01-05');
    expect(parseCalendarDate('2026-01-05', 'YYYY-MM-DD')?.format('DD/MM/YYYY')).toBe('05/01/2026');
    expect(parseCalendarDate('31/02/2026')).toBeNull();
    expect(parseCalendarDate('2026/01/05')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
  });
});
