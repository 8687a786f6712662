import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import dayjs from 'dayjs';
import { toApiDate, todayInZone, type DaywiseReply, type DaywiseRow, type DateType } from '@storedesk/shared';
import { apiUrl, makeStore, renderWithProviders } from '@storedesk/shared/testing';
import DaywiseContainer from '../daywise-container';
import { DAYWISE_FIRST_PAGE, DAYWISE_NEXT_PAGE } from '../api/get-daywise';
import { DAYWISE_TEXTS as T } from '../daywise-texts';

jest.setTimeout(240_000);

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SLOTS = [
  { _id: 's1', start_time: '09:00', end_time: '11:00', cutoff_time: '08:00' },
  { _id: 's2', start_time: '14:00', end_time: '16:00', cutoff_time: '13:00' },
];

function row(n: number, date: string): DaywiseRow {
  const morning = n % 2 === 1;
  return {
    _id: uuid(n),
    order_number: 1000 + n,
    customer_name: `Customer ${n}`,
    phone_no: '9876543210',
    address: `${n} Lake Road, Indiranagar, Bengaluru`,
    notes: n === 1 ? 'Gate code 4411 | Bring a ladder' : '',
    delivery_date: date,
    start_time: morning ? '09:00' : '14:00',
    end_time: morning ? '11:00' : '16:00',
    status_name: 'Confirmed',
    total: 1499,
    is_paid: n % 3 === 0,
    services: `Deep Home Cleaning x${n}`,
    order_type: 'WEB_APP',
    createdAt: '2026-11-20T04:30:00.000Z',
  };
}

/** The day the fake server holds: `total` rows served in keyset pages; the weekday's slot card. */
let day = { total: 3, active: true };
const requests: Record<string, string>[] = [];

const server = setupServer(
  http.get(apiUrl('store/order/daywise'), ({ request }) => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    requests.push(params);
    const start = params.cursor ? Number(params.cursor.slice(1)) : 0;
    const end = Math.min(day.total, start + Number(params.limit));
    const reply: DaywiseReply = {
      data: Array.from({ length: end - start }, (_, i) => row(start + i + 1, params.date)),
      total: day.total,
      next_cursor: end < day.total ? `c${end}` : null,
      delivery_slots: {
        day: dayjs(params.date).format('dddd').toUpperCase(),
        is_active: day.active,
        slots: day.active ? SLOTS : [],
      },
    };
    return HttpResponse.json(reply);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  day = { total: 3, active: true };
  requests.length = 0;
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => server.close());

function renderDaywise() {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/daywise/view" element={<DaywiseContainer />} />
    </Routes>,
    {
      route: '/orders/daywise/view',
      session: { store: makeStore({ store_timezone: 'Asia/Kolkata', name: 'Sparkle Home Services' }) },
    },
  );
}

const today = () => toApiDate(todayInZone('Asia/Kolkata'));
const first = (date: string, type: DateType) => ({
  date,
  date_type: type,
  limit: String(DAYWISE_FIRST_PAGE),
});

describe('day-wise view', () => {
  it("asks for today's deliveries first, and again for bookings made that day or another day", async () => {
    const { user } = renderDaywise();
    expect(await screen.findByRole('link', { name: '#1001' })).toBeInTheDocument();
    expect(requests).toEqual([first(today(), 'DELIVERY_DATE')]);
    expect(screen.getByLabelText(T.date)).toHaveValue(todayInZone('Asia/Kolkata').format('DD/MM/YYYY'));
    expect(screen.getByText('Customer 2')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(T.progress(3, 3));

    await user.click(screen.getByText(T.dateTypes.ORDER_DATE));
    await waitFor(() => expect(requests[requests.length - 1]).toEqual(first(today(), 'ORDER_DATE')));

    const picker = screen.getByLabelText(T.date);
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: '05/01/2026' } });
    fireEvent.blur(picker);
    await waitFor(() => expect(requests[requests.length - 1]).toEqual(first('2026-01-05', 'ORDER_DATE')));

    // Arrows step a day back and forth.
    await user.click(screen.getByRole('button', { name: T.nextDay }));
    await waitFor(() => expect(requests[requests.length - 1]).toEqual(first('2026-01-06', 'ORDER_DATE')));
    await user.click(screen.getByRole('button', { name: T.previousDay }));
    await user.click(screen.getByRole('button', { name: T.previousDay }));
    await waitFor(() => expect(requests[requests.length - 1]).toEqual(first('2026-01-04', 'ORDER_DATE')));
    expect(screen.getByLabelText(T.date)).toHaveValue('04/01/2026');
  });

  it("shows the weekday's slots with their counts when that day is active and filters by slot", async () => {
    const { user } = renderDaywise();
    await screen.findByRole('link', { name: '#1001' });
    expect(screen.getByText(`${T.allSlots} (3)`)).toBeInTheDocument();
    expect(screen.getByText('02:00 PM - 04:00 PM (1)')).toBeInTheDocument();
    await user.click(screen.getByText('09:00 AM - 11:00 AM (2)'));
    await waitFor(() => expect(screen.queryByRole('link', { name: '#1002' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '#1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#1003' })).toBeInTheDocument();
  });

  it('shows no slots when the weekday is not active', async () => {
    day = { total: 3, active: false };
    renderDaywise();
    await screen.findByRole('link', { name: '#1001' });
    expect(screen.getByText(T.noSlots)).toBeInTheDocument();
    expect(screen.queryByText(`${T.allSlots} (3)`)).not.toBeInTheDocument();
  });

  it('says when the day has no bookings', async () => {
    day = { total: 0, active: true };
    renderDaywise();
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.print })).toBeDisabled();
  });

  it('loads the rest of a big day behind the scenes and keeps only a window of rows in the DOM', async () => {
    day = { total: DAYWISE_FIRST_PAGE + DAYWISE_NEXT_PAGE + 20, active: true };
    renderDaywise();
    // Thousands of rows per page: give the behind-the-scenes fetches time on a slow machine.
    await waitFor(() => expect(requests).toHaveLength(3), { timeout: 60_000 });
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent(T.progress(day.total, day.total)),
      { timeout: 60_000 },
    );
    expect(requests).toEqual([
      first(today(), 'DELIVERY_DATE'),
      {
        date: today(),
        date_type: 'DELIVERY_DATE',
        limit: String(DAYWISE_NEXT_PAGE),
        cursor: `c${DAYWISE_FIRST_PAGE}`,
      },
      {
        date: today(),
        date_type: 'DELIVERY_DATE',
        limit: String(DAYWISE_NEXT_PAGE),
        cursor: `c${DAYWISE_FIRST_PAGE + DAYWISE_NEXT_PAGE}`,
      },
    ]);
    const rendered = screen.getAllByRole('link', { name: /^#\d+$/ }).length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    expect(screen.getByText(`${T.allSlots} (${day.total})`)).toBeInTheDocument();
  });

  it('prints every loaded row and drops the print view afterwards', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderDaywise();
    await screen.findByRole('link', { name: '#1001' });
    await user.click(screen.getByRole('button', { name: T.print }));
    // A run sheet: which store, which kind of date and which day.
    const title = `Sparkle Home Services · Run sheet · Delivery Date: ${todayInZone('Asia/Kolkata').format('DD/MM/YYYY')}`;
    const sheet = await screen.findByLabelText(title);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    // The print view is hidden on screen (print-only CSS), hence `hidden: true`.
    const lines = within(sheet).getAllByRole('row', { hidden: true });
    expect(lines).toHaveLength(4); // header + 3 bookings
    expect(lines[1]).toHaveTextContent('1001');
    expect(lines[1]).toHaveTextContent('Customer 1');
    expect(lines[1]).toHaveTextContent('09:00 AM - 11:00 AM');
    expect(lines[1]).toHaveTextContent('Deep Home Cleaning x1');
    // What the technician needs at the door: address, phone and the booking's notes.
    expect(lines[1]).toHaveTextContent('1 Lake Road, Indiranagar, Bengaluru');
    expect(lines[1]).toHaveTextContent('9876543210');
    expect(lines[1]).toHaveTextContent('Gate code 4411 | Bring a ladder');
    const paidCell = (line: HTMLElement) => within(line).getAllByRole('cell', { hidden: true }).at(-1);
    expect(paidCell(lines[1])).toHaveTextContent(new RegExp(`^${T.notPaid}$`));
    expect(paidCell(lines[3])).toHaveTextContent(new RegExp(`^${T.paid}$`));
    fireEvent(window, new Event('afterprint'));
    await waitFor(() => expect(screen.queryByLabelText(title)).not.toBeInTheDocument());
  });
});
