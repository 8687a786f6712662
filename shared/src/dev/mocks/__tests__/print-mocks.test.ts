import { callApi, ApiError, type ListOrdersReply } from '../../../index';
import { setUpMocks } from './mock-server';
import { getOrderPrintTokenOperation, listOrdersOperation } from '../../../index';

interface PrintTokenReply {
  token: string;
  url: string;
  expires_in: number;
}

/** The print link and the page the booking details frame to print the invoice or the address label. */
describe('standalone bookings mocks answer the contracts: prints', () => {
  setUpMocks();

  const firstBooking = async () =>
    (await callApi<ListOrdersReply>(listOrdersOperation, { limit: 1, offset: 1 })).data[0];
  const page = (url: string) => fetch(new URL(url, window.location.href));

  it.each(['invoice', 'label'] as const)(
    'gives a %s link whose page is HTML of the booking',
    async (kind) => {
      const booking = await firstBooking();
      const link = await callApi<PrintTokenReply>(getOrderPrintTokenOperation, { id: booking._id, kind });
      expect(link.expires_in).toBe(300);
      expect(link.url).toContain(`token=${encodeURIComponent(link.token)}`);
      const reply = await page(link.url);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toMatch(/text\/html/);
      const html = await reply.text();
      expect(html).toContain(`Booking ${booking.order_number}`);
      if (kind === 'invoice') expect(html).toContain(`INV-${booking.order_number}`);
    },
  );

  it('refuses a wrong token (403) and an unknown booking (404), like the API', async () => {
    const booking = await firstBooking();
    const link = await callApi<PrintTokenReply>(getOrderPrintTokenOperation, {
      id: booking._id,
      kind: 'label',
    });
    expect((await page(link.url.replace('kind=label', 'kind=invoice'))).status).toBe(403);
    const missing = callApi(getOrderPrintTokenOperation, { id: '00000000-0000-4000-8000-000000000000' });
    await expect(missing).rejects.toMatchObject({ status: 404 });
    await expect(missing).rejects.toBeInstanceOf(ApiError);
  });
});
