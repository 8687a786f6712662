import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { todayInZone } from '@storedesk/shared';
import { makeStore, renderWithProviders } from '@storedesk/shared/testing';
import { TYPED_DATE_TEXTS } from '@storedesk/shared/ui';
import ReportContainer from '../report-container';
import { REPORTS_TEXTS as T } from '../reports-texts';
import { saveFile } from '../api/save-file';
import { setupReportsServer } from './reports-server';

jest.mock('../api/save-file', () => ({ saveFile: jest.fn() }));
const saved = jest.mocked(saveFile);

const api = setupReportsServer();
beforeAll(() => api.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  api.server.resetHandlers();
  api.reset();
  saved.mockReset();
});
afterAll(() => api.server.close());

const store = makeStore({ store_timezone: 'Asia/Kolkata' });
const today = () => todayInZone('Asia/Kolkata');

function renderReport(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/reports/:type?/:subtype?" element={<ReportContainer />} />
    </Routes>,
    { route, session: { store, token: 'report-token' } },
  );
}

/** Types a whole date into a picker and leaves it (typing key by key is slow in jsdom; Enter would submit). */
async function typeDate(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  await waitFor(() => expect(input).toHaveValue(value));
}

describe('report screen', () => {
  it.each(['/reports', '/reports/sales', '/reports/foo/bar', '/reports/sales/bar', '/reports/foo/daily'])(
    "says 'Invalid URL' at %s (type or subtype missing or not a report), with no form",
    (route) => {
      renderReport(route);
      expect(screen.getByRole('alert')).toHaveTextContent(T.invalidUrl);
      expect(screen.queryByRole('button', { name: T.generate })).not.toBeInTheDocument();
      // The one page layout: the area's title, never a made-up report's.
      expect(screen.getByRole('heading')).toHaveTextContent(T.homeTitle);
      expect(screen.queryByText(/foo|bar/)).not.toBeInTheDocument();
    },
  );

  it("is titled with the report's name", () => {
    renderReport('/reports/sales/channel');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Sales by channel');
  });

  it('Enter in a date field downloads with the date just typed, never the old one', async () => {
    const { user } = renderReport('/reports/sales/daily');
    await typeDate(T.fromDate, '05/01/2025');
    const to = screen.getByLabelText(T.toDate);
    fireEvent.mouseDown(to);
    to.focus();
    fireEvent.change(to, { target: { value: '20/01/2025' } });
    await user.keyboard('{Enter}');

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(api.calls.map((call) => call.query)).toEqual([{ from_date: '2025-01-05', to_date: '2025-01-20' }]);
    expect(await screen.findByText(T.saved('sales_daily_2025-01-05_2025-01-20.xlsx'))).toBeInTheDocument();
  });

  it('Enter with a to date before the from date shows the error and downloads nothing', async () => {
    const { user } = renderReport('/reports/sales/daily');
    await typeDate(T.fromDate, '10/01/2025');
    const to = screen.getByLabelText(T.toDate);
    fireEvent.mouseDown(to);
    to.focus();
    fireEvent.change(to, { target: { value: '05/01/2025' } });
    await user.keyboard('{Enter}');
    expect(await screen.findByText(T.toBeforeFrom)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    expect(screen.queryByText(/^Saved /)).not.toBeInTheDocument();
  });

  it("drops the 'Saved' line once a date changes, and a refused period never shows one", async () => {
    const { user } = renderReport('/reports/sales/daily');
    await typeDate(T.fromDate, '05/01/2025');
    await typeDate(T.toDate, '20/01/2025');
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(T.saved('sales_daily_2025-01-05_2025-01-20.xlsx'))).toBeInTheDocument();

    await typeDate(T.fromDate, '25/01/2025');
    await waitFor(() => expect(screen.queryByText(/^Saved /)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(T.toBeforeFrom)).toBeInTheDocument();
    expect(screen.queryByText(/^Saved /)).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(1);

    await typeDate(T.toDate, '26/01/2025');
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(T.saved('sales_daily_2025-01-25_2025-01-26.xlsx'))).toBeInTheDocument();
    expect(screen.getAllByText(/^Saved /)).toHaveLength(1);
  });

  it('downloads the report for the chosen days, sent as YYYY-MM-DD, lower-cased, saved under the server name', async () => {
    const { user } = renderReport('/reports/Sales/Daily');
    expect(screen.getByText('Sales by day')).toBeInTheDocument();
    await typeDate(T.fromDate, '05/01/2025');
    await typeDate(T.toDate, '20/01/2025');
    await user.click(screen.getByRole('button', { name: T.generate }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual([
      {
        path: 'report/sales/daily',
        query: { from_date: '2025-01-05', to_date: '2025-01-20' },
        token: 'report-token',
      },
    ]);
    const [blob, fileName] = saved.mock.calls[0];
    expect(fileName).toBe('sales_daily_2025-01-05_2025-01-20.xlsx');
    expect(blob.size).toBe(2048);
    expect(await screen.findByText(T.saved(fileName))).toBeInTheDocument();
  });

  it('starts at the first of this month to today, and disables days after today', async () => {
    const { user } = renderReport('/reports/bookings/list');
    expect(screen.getByLabelText(T.fromDate)).toHaveValue(today().startOf('month').format('DD/MM/YYYY'));
    expect(screen.getByLabelText(T.toDate)).toHaveValue(today().format('DD/MM/YYYY'));

    await user.click(screen.getByLabelText(T.toDate));
    const cell = (day: ReturnType<typeof today>) =>
      document.querySelector(`td[title="${day.format('YYYY-MM-DD')}"]`);
    await waitFor(() => expect(cell(today())).not.toBeNull());
    expect(cell(today())).not.toHaveClass('ant-picker-cell-disabled');
    const tomorrow = today().add(1, 'day');
    // Tomorrow is on the open month's page unless today is the month's last day.
    if (tomorrow.month() === today().month()) expect(cell(tomorrow)).toHaveClass('ant-picker-cell-disabled');
    expect(cell(today().subtract(1, 'day'))?.className ?? '').not.toContain('ant-picker-cell-disabled');
  });

  it('says why a typed future day is not taken, and downloads nothing until a day is picked', async () => {
    const { user } = renderReport('/reports/bookings/list');
    const input = screen.getByLabelText(T.toDate);
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: today().add(1, 'day').format('DD/MM/YYYY') } });
    fireEvent.blur(input);
    expect(await screen.findByText(TYPED_DATE_TEXTS.upToToday)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(TYPED_DATE_TEXTS.upToToday)).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    // Another day typed is taken, and the words go.
    const yesterday = today().subtract(1, 'day');
    await typeDate(T.fromDate, today().subtract(10, 'day').format('DD/MM/YYYY'));
    await typeDate(T.toDate, yesterday.format('DD/MM/YYYY'));
    await waitFor(() => expect(screen.queryByText(TYPED_DATE_TEXTS.upToToday)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: T.generate }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].query.to_date).toBe(yesterday.format('YYYY-MM-DD'));
  });

  it('Enter on a typed future day says why, and downloads nothing', async () => {
    const { user } = renderReport('/reports/bookings/list');
    const from = screen.getByLabelText(T.fromDate);
    fireEvent.mouseDown(from);
    from.focus();
    fireEvent.change(from, { target: { value: today().add(3, 'day').format('DD/MM/YYYY') } });
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TYPED_DATE_TEXTS.upToToday)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('Enter in From moves on to To (asking for it when empty) and downloads nothing', async () => {
    const { user } = renderReport('/reports/sales/daily');
    const to = screen.getByLabelText(T.toDate);
    fireEvent.mouseDown(to);
    fireEvent.focus(to);
    fireEvent.change(to, { target: { value: '' } });
    const from = screen.getByLabelText(T.fromDate);
    fireEvent.mouseDown(from);
    from.focus();
    fireEvent.change(from, { target: { value: '05/01/2025' } });
    await user.keyboard('{Enter}');
    expect(await screen.findByText(T.toRequired)).toBeInTheDocument();
    await waitFor(() => expect(to).toHaveFocus());
    expect(api.calls).toEqual([]);

    // To typed, Enter there downloads the period.
    fireEvent.change(to, { target: { value: '20/01/2025' } });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].query).toEqual({ from_date: '2025-01-05', to_date: '2025-01-20' });
  });

  it('refuses a to date before the from date', async () => {
    const { user } = renderReport('/reports/sales/channel');
    await typeDate(T.fromDate, '10/01/2025');
    await typeDate(T.toDate, '05/01/2025');
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(T.toBeforeFrom)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses more than a year', async () => {
    const { user } = renderReport('/reports/sales/channel');
    await typeDate(T.fromDate, '01/01/2024');
    await typeDate(T.toDate, '01/01/2025');
    await user.click(screen.getByRole('button', { name: T.generate }));
    expect(await screen.findByText(T.rangeTooLong)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("says 'Error in generating Report' with the server's reason when the call fails", async () => {
    api.answerWith(() =>
      HttpResponse.json(
        { message: 'Reports cannot include future dates', title: 'Invalid Date' },
        { status: 400 },
      ),
    );
    const { user } = renderReport('/reports/sales/status');
    await user.click(screen.getByRole('button', { name: T.generate }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.reportFailed);
    expect(alert).toHaveTextContent('Reports cannot include future dates');
    expect(saved).not.toHaveBeenCalled();
  });

  it('shows the bytes received while a large report downloads', async () => {
    api.holdSecondChunk();
    const { user } = renderReport('/reports/bookings/list');
    await user.click(screen.getByRole('button', { name: T.generate }));

    const progress = await screen.findByRole('status');
    await waitFor(() => expect(progress).toHaveTextContent(T.received('1.5 KB')));
    expect(progress).toHaveTextContent(T.downloading);
    expect(saved).not.toHaveBeenCalled();

    api.release();
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.any(Blob), 'big.xlsx'));
    expect(saved.mock.calls[0][0].size).toBe(2048);
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });
});
