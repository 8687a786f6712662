import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { getPaymentOperation, toast } from '@storedesk/shared';
import { mockUrl } from '@storedesk/shared/dev/mocks';
import { makeEmployee, renderWithProviders } from '@storedesk/shared/testing';
import { resetMockDb } from '@storedesk/shared/dev/mock-domains';
import { handlers } from '../../../dev/mocks/handlers';
import { seedPaymentData } from './payment-fixtures';
import PaymentsListContainer from '../payments-list-container';
import PaymentDetailsContainer from '../payment-details-container';
import { linkExpiryText } from '../components/payment-display';
import { DETAILS_TEXTS, LIST_TEXTS } from '../payment-texts';

jest.setTimeout(120_000);

/** Issue 21 §6: the payment screens' words (labels, scope, money with ₹, the link's expiry). */
const server = setupServer(...handlers);
const puts: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'PUT') puts.push(await request.clone().json());
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  puts.length = 0;
  resetMockDb();
  seedPaymentData();
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const CONTRACT_5002 = '00000003-0000-4000-8000-000000000002';
const ON_BOOKING = '00000004-0000-4000-8000-000000000001';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/payments" element={<PaymentsListContainer />} />
      <Route path="/payments/:payment_request_id/details" element={<PaymentDetailsContainer />} />
    </Routes>,
    { route, session: { employee: makeEmployee({ employee_type: 'ADMIN' }) } },
  );
}

describe('payment words', () => {
  it('a list opened from a contract says whose requests it shows and offers all of them', async () => {
    renderAt(`/payments?contract=${CONTRACT_5002}`);
    expect(await screen.findByText(LIST_TEXTS.forContract(5002))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LIST_TEXTS.showAll })).toBeInTheDocument();
  });

  it('details name the paid flag and the last payment differently, and label the amount field', async () => {
    renderAt(`/payments/${ON_BOOKING}/details`);
    await screen.findByText(DETAILS_TEXTS.title(7001));
    expect(DETAILS_TEXTS.lastPaid).not.toBe(DETAILS_TEXTS.isPaid);
    expect(screen.getByText(DETAILS_TEXTS.lastPaid)).toBeInTheDocument();
    expect(screen.getAllByText(DETAILS_TEXTS.isPaid)).toHaveLength(1);
    const amountLabel = screen.getByText(DETAILS_TEXTS.newAmount);
    expect(amountLabel.tagName).toBe('LABEL');
    expect(document.getElementById(amountLabel.getAttribute('for')!)).toBe(
      screen.getByLabelText(DETAILS_TEXTS.editAmount),
    );
  });

  it('raising an amount above what is unpaid asks with ₹ amounts and "Save anyway", then sends it confirmed', async () => {
    jest.spyOn(toast, 'success').mockImplementation(() => undefined);
    const { user } = renderAt(`/payments/${ON_BOOKING}/details`);
    const amount = await screen.findByLabelText(DETAILS_TEXTS.editAmount);
    await user.clear(amount);
    await user.type(amount, '99999');
    await user.click(screen.getByText(DETAILS_TEXTS.saveAmount));
    const question = await screen.findByText(
      /^The new amount ₹99,999\.00 is more than the ₹[\d,]+\.\d\d still unpaid/,
    );
    expect(question.textContent).toMatch(/Save it anyway\?$/);
    expect(question.textContent).not.toMatch(/Create/);
    const dialog = question.closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: DETAILS_TEXTS.saveAnyway }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ confirm_over_unpaid: true, store_payment: { amount: 99999 } });
  });

  it('a link expiring at midnight reads as the end of its due day, other times as they are', async () => {
    // Due 15/01/2030 in Kolkata: the link expires at 16/01 00:00 there (18:30 UTC on the 15th).
    expect(linkExpiryText('2030-01-15T18:30:00.000Z', 'Asia/Kolkata')).toBe('End of 15/01/2030');
    expect(linkExpiryText('2030-01-15T10:00:00.000Z', 'Asia/Kolkata')).toBe('15/01/2030 03:30 PM');
    expect(linkExpiryText(null, 'Asia/Kolkata')).toBe(DETAILS_TEXTS.none);

    const original = await (
      await fetch(`${mockUrl(getPaymentOperation)}?store_payment_id=${ON_BOOKING}`, {
        headers: { 'x-auth-token': 'test' },
      })
    ).json();
    server.use(
      http.get(mockUrl(getPaymentOperation), () =>
        HttpResponse.json({
          data: {
            ...original.data,
            provider_configured: true,
            link_status: 'CREATED',
            link_url: 'https://pay.example/l/1',
            link_expires_at: '2030-01-15T18:30:00.000Z',
          },
        }),
      ),
    );
    renderAt(`/payments/${ON_BOOKING}/details`);
    expect(await screen.findByText('End of 15/01/2030')).toBeInTheDocument();
    expect(screen.queryByText(/16\/01\/2030/)).not.toBeInTheDocument();
  });
});
