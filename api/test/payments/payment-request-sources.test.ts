import {
  type CreateOrderReply,
  type CreatePaymentReply,
  type ListPaymentsReply,
  type UpdatePaymentReply,
} from '@storedesk/shared/contracts';
import { orderBody } from '../cart/booking-fixtures';
import {
  app,
  s,
  meera,
  booking,
  FUTURE,
  create,
  details,
  update,
  setUpPaymentRequestTests,
} from './payment-request-setup';

/** Requests made without a provider, and by a booking paid through request_customer_payment. */
setUpPaymentRequestTests();

describe('without a provider', () => {
  it('makes the request without a link, says so, and it can be marked paid by hand', async () => {
    const saved = app.config.paymentProvider;
    app.config.paymentProvider = null;
    try {
      const res = await create({ amount: 9, due_date: FUTURE, customer_id: meera.id, order_id: booking.id });
      const id = (res.json() as CreatePaymentReply).data._id;
      const data = await details(id);
      expect(data).toMatchObject({
        link_status: 'NOT_CONFIGURED',
        link_url: null,
        provider_configured: false,
      });
      const paid = (
        await update({ _id: id, version: data.version, status: 'PAID' })
      ).json() as UpdatePaymentReply;
      expect(paid.data.is_paid).toBe(true);
    } finally {
      app.config.paymentProvider = saved;
    }
  });
});

describe('a booking paid by request_customer_payment', () => {
  it('gets its payment request in the same transaction, listed on the booking', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/order',
      headers: s.headers,
      payload: orderBody(s, { payment: { is_paid: false, payment_method: 'request_customer_payment' } }),
    });
    expect(res.statusCode).toBe(200);
    const orderId = (res.json() as CreateOrderReply).data._id;
    const list = (
      await app.inject({
        method: 'GET',
        url: `/api/store/payment/all?filter.order_id=${orderId}`,
        headers: s.headers,
      })
    ).json() as ListPaymentsReply;
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ status: 'PENDING', order_id: orderId, link_status: 'CREATED' });
    const cash = await app.inject({
      method: 'POST',
      url: '/api/store/order',
      headers: s.headers,
      payload: orderBody(s, { payment: { is_paid: true, payment_method: 'cash' } }),
    });
    const cashId = (cash.json() as CreateOrderReply).data._id;
    const none = (
      await app.inject({
        method: 'GET',
        url: `/api/store/payment/all?filter.order_id=${cashId}`,
        headers: s.headers,
      })
    ).json() as ListPaymentsReply;
    expect(none.total).toBe(0);
  });
});
