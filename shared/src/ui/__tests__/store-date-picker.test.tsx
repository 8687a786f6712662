import { fireEvent, render } from '@testing-library/react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useSession } from '../../session/session-store';
import { makeStore } from '../../testing/factories';
import { StoreDatePicker, StoreRangePicker, storeNow, StoreTimePicker } from '../index';

// 20:00 UTC on 15 January: already the 16th in Kolkata (01:30), still the 15th in Los Angeles (12:00). Whatever
// zone the test machine is in, at least one of the two stores is on another day than the browser's clock.
const INSTANT = new Date('2025-01-15T20:00:00Z');
const STORES = [
  { zone: 'Asia/Kolkata', today: '2025-01-16', now: '2025-01-16 01:30' },
  { zone: 'America/Los_Angeles', today: '2025-01-15', now: '2025-01-15 12:00' },
];
const browserToday = () => {
  const local = new Date();
  return [local.getFullYear(), local.getMonth() + 1, local.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
};

// Only the clock is fixed: antd's popups and motion keep their real timers.
beforeEach(() => {
  jest.useFakeTimers({
    now: INSTANT,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'nextTick',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'performance',
      'hrtime',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  useSession.setState({ store: null });
  document.body.innerHTML = '';
});

const setStoreZone = (zone: string) => useSession.setState({ store: makeStore({ store_timezone: zone }) });
const todayCells = () =>
  Array.from(document.querySelectorAll('.ant-picker-cell-today')).map((cell) => cell.getAttribute('title'));

test('the two stores of the test straddle the browser day', () => {
  expect(STORES.some((store) => store.today !== browserToday())).toBe(true);
});

describe('storeNow', () => {
  test.each(STORES)("is the store's wall clock in $zone", ({ zone, now }) => {
    expect(storeNow(zone).format('YYYY-MM-DD HH:mm')).toBe(now);
  });
  test("is the browser's clock without a known zone", () => {
    expect(storeNow(undefined).valueOf()).toBe(INSTANT.valueOf());
    expect(storeNow('Not/AZone').valueOf()).toBe(INSTANT.valueOf());
  });
});

describe.each(STORES)('a store in $zone', ({ zone, today }) => {
  beforeEach(() => setStoreZone(zone));

  test("StoreDatePicker marks the store's today and opens on its month", () => {
    render(<StoreDatePicker open />);
    expect(todayCells()).toEqual([today]);
  });

  test("its Today shortcut picks the store's today", () => {
    const onChange = jest.fn();
    render(<StoreDatePicker open onChange={onChange} />);
    fireEvent.click(document.querySelector('.ant-picker-now-btn') as Element);
    expect(onChange).toHaveBeenCalledTimes(1);
    const picked = onChange.mock.calls[0][0] as Dayjs;
    expect(picked.format('YYYY-MM-DD')).toBe(today);
  });

  test("StoreRangePicker marks the store's today", () => {
    render(<StoreRangePicker open />);
    // Two months side by side, today in one of them.
    expect(todayCells()).toEqual([today]);
  });
});

test("StoreTimePicker's Now shortcut is the store's clock", () => {
  setStoreZone('Asia/Kolkata');
  const onChange = jest.fn();
  render(<StoreTimePicker open needConfirm={false} onChange={onChange} />);
  fireEvent.click(document.querySelector('.ant-picker-now-btn') as Element);
  expect((onChange.mock.calls[0][0] as Dayjs).format('HH:mm')).toBe('01:30');
});

test("antd's own DatePicker follows the browser's clock (what the store pickers fix)", () => {
  render(<DatePicker open />);
  expect(todayCells()).toEqual([browserToday()]);
});
