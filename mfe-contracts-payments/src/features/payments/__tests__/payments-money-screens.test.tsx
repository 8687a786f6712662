import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import {
  PAYMENT_TEXTS,
  createdWithoutLinkMessage,
  linkFailedMessage,
  reviewedNote,
  toast,
  createPaymentOperation,
} from '@storedesk/shared';
import { FILTER_TEXTS, PAYMENT_REQUEST_TEXTS } from '@storedesk/shared/ui';
import { mockUrl } from '@storedesk/shared/dev/mocks';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import { seedPaymentData } from './payment-fixtures';
import PaymentsListContainer from '../payments-list-container';
import NewPaymentContainer from '../new-payment-container';
import PaymentDetailsContainer from '../payment-details-container';
import { DETAILS_TEXTS, LIST_TEXTS, NEW_TEXTS } from '../payment-texts';

/** Issue 21 §3 on the screens: what was received, flagged requests, a cleared flag, a failed link said out loud. */
jest.setTimeout(300_000);

const server = setupServer(...handlers);
const queries: URLSearchParams[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('store/payment/all')) queries.push(url.searchParams);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  queries.length = 0;
  localStorage.clear();
  resetMockDb();
  seedPaymentData();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const request = (n: number) => `00000004-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const BOOKING_1 = '00000002-0000-4000-8000-000000000001';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/payments" element={<PaymentsListContainer />} />
      <Route path="/payments/new" element={<NewPaymentContainer />} />
      <Route path="/payments/:payment_request_id/details" element={<PaymentDetailsContainer />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: 'FINANCE' }) } },
  );
}
/** The value next to a label of the details' first card. */
const descriptionOf = (label: string) =>
  screen.getAllByText(label, { selector: '.ant-descriptions-item-label span' })[0].closest('th')!
    .nextElementSibling as HTMLElement;

describe('the list', () => {
  it('shows what each request received: part of it, all of it when paid, nothing yet', async () => {
    renderAt('/payments');
    const table = await screen.findByRole('table', { name: LIST_TEXTS.title });
    const row = (n: number) => within(within(table).getByText(`#${n}`).closest('tr') as HTMLElement);
    await within(table).findByText('#7014');
    expect(
      within(table).getByRole('columnheader', { name: PAYMENT_REQUEST_TEXTS.columns.received }),
    ).toBeInTheDocument();
    // #7014 asks 2,125.00 and its link has received 40% of it.
    expect(row(7014).getByText('₹850.00')).toBeInTheDocument();
    expect(row(7011).getAllByText('₹1,750.00')).toHaveLength(2);
    expect(row(7013).getByText('₹0.00')).toBeInTheDocument();
  });

  it('filters the requests flagged for review', async () => {
    const { user } = renderAt('/payments');
    await screen.findByText('#7014');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.click(await screen.findByLabelText(LIST_TEXTS.filter.review));
    await user.click((await screen.findAllByTitle(LIST_TEXTS.yes)).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: FILTER_TEXTS.apply }));
    await waitFor(() => expect(queries.at(-1)?.get('filter.needs_review')).toBe('true'));
    const table = screen.getByRole('table', { name: LIST_TEXTS.title });
    await waitFor(() => expect(within(table).queryByText('#7014')).not.toBeInTheDocument());
    expect(within(table).getByText('#7012')).toBeInTheDocument();
  });
});

describe('the details', () => {
  it('a part-paid request shows what was received and what remains', async () => {
    renderAt(`/payments/${request(6)}/details`);
    await screen.findByText(DETAILS_TEXTS.title(7006));
    expect(descriptionOf(DETAILS_TEXTS.amount)).toHaveTextContent('₹1,125.00');
    expect(descriptionOf(DETAILS_TEXTS.amountPaid)).toHaveTextContent('₹450.00');
    expect(descriptionOf(DETAILS_TEXTS.remaining)).toHaveTextContent('₹675.00');
  });

  it('Mark reviewed clears the flag and the history says who did it, when, and what was cleared', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/${request(12)}/details`);
    await user.click(await screen.findByRole('button', { name: DETAILS_TEXTS.reviewDone }));
    const history = screen.getByRole('table', { name: DETAILS_TEXTS.history });
    const note = await within(history).findByText(
      reviewedNote('Payment received after the request was cancelled'),
    );
    const entry = within(note.closest('tr') as HTMLElement);
    expect(entry.getByText('Dev Admin')).toBeInTheDocument();
    expect(entry.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: DETAILS_TEXTS.reviewDone })).not.toBeInTheDocument();
  });

  it('says a link failed, with the reason, and answers each retry', async () => {
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined);
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/${request(9)}/details`);
    expect(await screen.findByText(linkFailedMessage('The provider is down'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: DETAILS_TEXTS.retryLink }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        PAYMENT_TEXTS.linkFailedTitle,
        linkFailedMessage('The provider is down'),
      ),
    );
    await user.click(screen.getByRole('button', { name: DETAILS_TEXTS.retryLink }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(PAYMENT_TEXTS.linkCreatedTitle, PAYMENT_TEXTS.linkCreated),
    );
    expect(await screen.findByText('https://rzp.io/i/mock7009')).toBeInTheDocument();
    expect(screen.queryByText(linkFailedMessage('The provider is down'))).not.toBeInTheDocument();
  });
});

describe('a new request whose link could not be made', () => {
  it('is said with a warning, not a plain success', async () => {
    const warning = jest.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const success = jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const message = createdWithoutLinkMessage('The provider is down');
    server.use(
      http.post(mockUrl(createPaymentOperation), () =>
        HttpResponse.json({
          message,
          title: PAYMENT_TEXTS.linkFailedTitle,
          data: { _id: request(99), payment_number: 7099, link_status: 'FAILED', link_url: null },
        }),
      ),
    );
    const { user } = renderAt(`/payments/new?order=${BOOKING_1}`);
    await screen.findByTitle('Meera Kapoor (9876543210)');
    await user.type(screen.getByLabelText(NEW_TEXTS.amount), '300');
    await user.click(screen.getByLabelText(NEW_TEXTS.dueDate));
    await user.click((await screen.findAllByText('Today')).at(-1) as HTMLElement);
    await user.click(screen.getByRole('button', { name: NEW_TEXTS.submit }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(PAYMENT_TEXTS.linkFailedTitle, message));
    expect(success).not.toHaveBeenCalled();
  });
});
