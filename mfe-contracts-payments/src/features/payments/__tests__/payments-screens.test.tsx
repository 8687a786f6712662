import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { PAYMENT_TEXTS, STORAGE_KEYS, toast, type Role } from '@storedesk/shared';
import { CONFIRM_TEXTS, FILTER_TEXTS, PAYMENT_REQUEST_TEXTS } from '@storedesk/shared/ui';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import { seedPaymentData } from './payment-fixtures';
import PaymentsListContainer from '../payments-list-container';
import NewPaymentContainer from '../new-payment-container';
import PaymentDetailsContainer from '../payment-details-container';
import { DETAILS_TEXTS, LIST_TEXTS, NEW_TEXTS } from '../payment-texts';

jest.setTimeout(300_000);

const server = setupServer(...handlers);
const calls: { method: string; url: URL; body?: unknown }[] = [];
server.events.on('request:start', async ({ request }) => {
  const body =
    request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json();
  calls.push({ method: request.method, url: new URL(request.url), body });
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
  resetMockDb();
  seedPaymentData();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const listCalls = () =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('store/payment/all'));
const lastListQuery = () => Object.fromEntries(listCalls().at(-1)!.url.searchParams);
const BOOKING_1 = '00000002-0000-4000-8000-000000000001';

function renderAt(route: string, role: Role = 'ADMIN') {
  return renderWithProviders(
    <Routes>
      <Route path="/payments" element={<PaymentsListContainer />} />
      <Route path="/payments/new" element={<NewPaymentContainer />} />
      <Route path="/payments/:payment_request_id/details" element={<PaymentDetailsContainer />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: role }) } },
  );
}

describe('payment request list', () => {
  it('asks 10 from page 1 and shows number, customer, booking or contract, amount, due date, status in words, paid and Review', async () => {
    renderAt('/payments');
    const table = await screen.findByRole('table', { name: LIST_TEXTS.title });
    await within(table).findByText('#7014');
    expect(lastListQuery()).toMatchObject({ limit: '10', offset: '1' });
    for (const title of [
      ...Object.values(LIST_TEXTS.columns),
      ...Object.values(PAYMENT_REQUEST_TEXTS.columns),
    ])
      expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    const row = within(table).getByText('#7014').closest('tr') as HTMLElement;
    expect(within(row).getByText('Booking #1002')).toBeInTheDocument();
    expect(within(row).getByText('14/12/2026')).toBeInTheDocument();
    expect(within(table).getAllByText('Partially Paid').length).toBeGreaterThan(0);
    expect(within(table).queryByText('PARTIALLY_PAID')).not.toBeInTheDocument();
    const flagged = within(table).getByText('#7012').closest('tr') as HTMLElement;
    expect(within(flagged).getByText(PAYMENT_REQUEST_TEXTS.review)).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('opened with ?order= shows that booking’s requests', async () => {
    renderAt('/payments?order=1001');
    expect(await screen.findByText(LIST_TEXTS.forBooking('1001'))).toBeInTheDocument();
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.order_no': '1001' }));
    renderAt(`/payments?order=${BOOKING_1}`);
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.order_id': BOOKING_1 }));
  });

  it('filters by status and paid, remembers the filter in local storage, and reset clears it', async () => {
    const { user, unmount } = renderAt('/payments');
    await screen.findByText('#7014');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const status = await screen.findByLabelText(LIST_TEXTS.filter.status);
    await user.click(status);
    await user.click((await screen.findAllByTitle('Paid')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.status': 'PAID', offset: '1' }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentFilter)!)).toEqual({ status: 'PAID' });
    unmount();
    calls.length = 0;
    const again = renderAt('/payments');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ 'filter.status': 'PAID' }));
    await again.user.click(screen.getByRole('button', { name: /^Filter/ }));
    await again.user.click(await screen.findByRole('button', { name: FILTER_TEXTS.reset }));
    await waitFor(() => expect(lastListQuery()['filter.status']).toBeUndefined());
  });
});

describe('payment request list filter tags', () => {
  it('shows the filters in force as tags in words; closing one drops it and asks again', async () => {
    localStorage.setItem(STORAGE_KEYS.paymentFilter, JSON.stringify({ status: 'PAID', is_paid: 'true' }));
    const { user } = renderAt('/payments');
    await screen.findByText(`${LIST_TEXTS.filter.status}: Paid`);
    expect(screen.getByText(`${LIST_TEXTS.filter.paid}: ${LIST_TEXTS.yes}`)).toBeInTheDocument();
    await user.click(screen.getByLabelText(`Remove filter ${LIST_TEXTS.filter.status}`));
    await waitFor(() => expect(lastListQuery()['filter.status']).toBeUndefined());
    expect(lastListQuery()).toMatchObject({ 'filter.is_paid': 'true', offset: '1' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.paymentFilter)!)).toEqual({ is_paid: 'true' });
  });
});

describe('new payment request', () => {
  it('says the spec texts for no customer and for neither booking nor contract', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const { user } = renderAt('/payments/new');
    await user.click(await screen.findByRole('button', { name: NEW_TEXTS.submit }));
    // amount and due date are asked by the form first
    expect(await screen.findByText(NEW_TEXTS.amountRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(NEW_TEXTS.amount), '100');
    await user.click(screen.getByLabelText(NEW_TEXTS.dueDate));
    await user.click((await screen.findAllByText('Today')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.noCustomer),
    );
    await user.click(screen.getByLabelText(NEW_TEXTS.customer));
    await user.type(screen.getByLabelText(NEW_TEXTS.customer), 'R');
    expect(calls.some((c) => c.url.pathname.endsWith('customer/search'))).toBe(false);
    await user.type(screen.getByLabelText(NEW_TEXTS.customer), 'a');
    await user.click((await screen.findAllByTitle('Ravi Kumar (9123456780)')).at(-1) as HTMLElement);
    expect(
      calls.find((c) => c.url.pathname.endsWith('customer/search'))!.url.searchParams.get('filter.keyword'),
    ).toBe('Ra');
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.eitherOne),
    );
    await user.click(screen.getByLabelText(NEW_TEXTS.booking));
    await user.click((await screen.findAllByTitle(/^#1003/)).at(-1) as HTMLElement);
    await user.click(screen.getByLabelText(NEW_TEXTS.contract));
    await user.click((await screen.findAllByTitle(/^#5002/)).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(PAYMENT_TEXTS.missingFieldsTitle, PAYMENT_TEXTS.both),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('prefilled from ?order=, past days are off, sends YYYY-MM-DD and lands on the list with the success text', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/new?order=${BOOKING_1}`);
    expect(await screen.findByTitle('Meera Kapoor (9876543210)')).toBeInTheDocument();
    expect(
      await screen.findByText(NEW_TEXTS.unpaid('₹1,200.00').replace('₹1,200.00', '') + '', { exact: false }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(NEW_TEXTS.amount), '300');
    await user.click(screen.getByLabelText(NEW_TEXTS.dueDate));
    const yesterday = document.querySelector('.ant-picker-cell-today')?.previousElementSibling;
    if (yesterday) expect(yesterday).toHaveClass('ant-picker-cell-disabled');
    await user.click((await screen.findAllByText('Today')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PAYMENT_TEXTS.createdTitle, PAYMENT_TEXTS.created),
    );
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      store_payment: {
        amount: 300,
        order_id: BOOKING_1,
        customer_subscription_id: null,
        due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      idempotency_key: expect.any(String),
    });
    expect(await screen.findByRole('table', { name: LIST_TEXTS.title })).toBeInTheDocument();
  });

  it('asks to confirm a request over what is unpaid and sends it again with the same key', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/new?order=${BOOKING_1}`);
    await screen.findByTitle('Meera Kapoor (9876543210)');
    await user.type(screen.getByLabelText(NEW_TEXTS.amount), '99999');
    await user.click(screen.getByLabelText(NEW_TEXTS.dueDate));
    await user.click((await screen.findAllByText('Today')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    const question = await screen.findByText(/more than the .* still unpaid on booking #1001/);
    const dialog = question.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: NEW_TEXTS.confirmOk }));
    await screen.findByRole('table', { name: LIST_TEXTS.title });
    const posts = calls
      .filter((c) => c.method === 'POST')
      .map((c) => c.body as { idempotency_key: string; confirm_over_unpaid?: boolean });
    expect(posts).toHaveLength(2);
    expect(posts[0].idempotency_key).toBe(posts[1].idempotency_key);
    expect(posts[1].confirm_over_unpaid).toBe(true);
  });
});

describe('payment request details', () => {
  const PAID = '00000004-0000-4000-8000-000000000002';
  const FLAGGED = '00000004-0000-4000-8000-00000000000c';

  it('shows amount, status, due date, history (who, when, from, to), payment block, invoice and the no-provider note', async () => {
    renderAt(`/payments/${PAID}/details`);
    expect(await screen.findByText(DETAILS_TEXTS.title(7002))).toBeInTheDocument();
    const history = screen.getByRole('table', { name: DETAILS_TEXTS.history });
    for (const title of ['When', 'Who', 'From', 'To'])
      expect(within(history).getByText(title)).toBeInTheDocument();
    expect(within(history).getByText('Dev Admin')).toBeInTheDocument();
    expect(within(history).getByText(DETAILS_TEXTS.provider)).toBeInTheDocument();
    expect(screen.getByText('pay_mock2')).toBeInTheDocument();
    // The method by its name, not its code.
    expect(await screen.findByText('Card')).toBeInTheDocument();
    expect(screen.queryByText('CARD')).not.toBeInTheDocument();
    expect(screen.getByText(PAYMENT_TEXTS.noProvider)).toBeInTheDocument();
    expect(screen.getByText('02/12/2026')).toBeInTheDocument();
  });

  it("status edit sends the pick with the loaded version; an amount of 0 says 'Invalid Amount'; the Review flag shows with its reason", async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/${FLAGGED}/details`);
    expect(
      await screen.findByText(/Review: Payment received after the request was cancelled/),
    ).toBeInTheDocument();
    await user.click(screen.getByLabelText(DETAILS_TEXTS.editStatus));
    await user.click((await screen.findAllByTitle('Failed')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: DETAILS_TEXTS.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        store_payment: { _id: FLAGGED, status: 'FAILED', version: 0 },
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByText('Failed', { selector: '.ant-tag' })).toBeInTheDocument());
    const amount = screen.getByLabelText(DETAILS_TEXTS.editAmount);
    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(screen.getByText(DETAILS_TEXTS.saveAmount));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(PAYMENT_TEXTS.invalidAmountTitle, PAYMENT_TEXTS.invalidAmount),
    );
  });

  it('deletes after the spec question and says so; SITEADMIN sees neither edit nor delete', async () => {
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user, unmount } = renderAt(`/payments/${PAID}/details`, 'FINANCE');
    await user.click(await screen.findByRole('button', { name: DETAILS_TEXTS.delete }));
    const [question] = await screen.findAllByText(PAYMENT_TEXTS.deleteConfirm);
    await user.click(
      within(question.closest('[role="dialog"]') as HTMLElement).getByRole('button', {
        name: CONFIRM_TEXTS.ok,
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PAYMENT_TEXTS.deletedTitle, PAYMENT_TEXTS.deleted),
    );

    unmount();
    renderAt(`/payments/${FLAGGED}/details`, 'SITEADMIN');
    await screen.findAllByText(DETAILS_TEXTS.title(7012));
    expect(screen.queryAllByRole('button', { name: DETAILS_TEXTS.delete })).toHaveLength(0);
    expect(screen.queryAllByLabelText(DETAILS_TEXTS.editStatus)).toHaveLength(0);
  });
});
