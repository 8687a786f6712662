import { and, eq } from 'drizzle-orm';
import {
  PAYMENT_TEXTS as T,
  type CreatePaymentReply,
  type ListPaymentsReply,
  type UpdatePaymentReply,
} from '@storedesk/shared/contracts';
import { auditLog } from '../../src/db/schema';
import {
  app,
  provider,
  finance,
  siteadmin,
  meera,
  booking,
  FUTURE,
  create,
  details,
  update,
  setUpPaymentRequestTests,
} from './payment-request-setup';

/** PUT store/payment and delete: status, amount, cancelling the link, who may do what. */
setUpPaymentRequestTests();

describe('status, amount and delete', () => {
  let id: string;
  beforeAll(async () => {
    const res = await create({ amount: 60, due_date: FUTURE, customer_id: meera.id, order_id: booking.id });
    id = (res.json() as CreatePaymentReply).data._id;
  });

  it('PAID sets is_paid true and shows the last PAID entry; any other status sets it false; a stale version is 409', async () => {
    let data = await details(id);
    const paid = (
      await update({ _id: id, version: data.version, status: 'PAID' })
    ).json() as UpdatePaymentReply;
    expect(paid.data).toMatchObject({ status: 'PAID', is_paid: true, payment: { is_paid: true } });
    expect(paid.data.last_paid).toMatchObject({ status: 'PAID', from_status: 'PENDING', source: 'STAFF' });
    const stale = await update({ _id: id, version: data.version, status: 'FAILED' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: T.changed, title: T.changedTitle, code: 'CHANGED_ELSEWHERE' });
    data = await details(id);
    const failed = (
      await update({ _id: id, version: data.version, status: 'FAILED' })
    ).json() as UpdatePaymentReply;
    expect(failed.data).toMatchObject({ status: 'FAILED', is_paid: false, payment: { is_paid: false } });
    expect(failed.data.status_history.map((h) => [h.from_status, h.status])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'PAID'],
      ['PAID', 'FAILED'],
    ]);
  });

  it("an amount of 0 is 'Invalid Amount'; a changed amount with a link already sent is refused", async () => {
    const data = await details(id);
    expect((await update({ _id: id, version: data.version, amount: 0 })).json()).toEqual({
      message: T.invalidAmount,
      title: T.invalidAmountTitle,
    });
    expect((await update({ _id: id, version: data.version, amount: 61 })).json()).toEqual({
      message: T.liveLinkAmount,
      title: T.liveLinkAmountTitle,
    });
  });

  it('cancelling cancels the link at the provider', async () => {
    const data = await details(id);
    const res = (
      await update({ _id: id, version: data.version, status: 'CANCELLED' })
    ).json() as UpdatePaymentReply;
    expect(res.data.status).toBe('CANCELLED');
    expect(provider.links.get(data.link_id!)?.status).toBe('cancelled');
    expect((await details(id)).link_status).toBe('CANCELLED');
  });

  it('SITEADMIN may not change a status; delete answers the spec text and the request leaves list and details', async () => {
    const data = await details(id);
    const denied = await app.inject({
      method: 'PUT',
      url: '/api/store/payment',
      headers: siteadmin,
      payload: { store_payment: { _id: id, version: data.version, status: 'PAID' } },
    });
    expect(denied.statusCode).toBe(403);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/store/payment/delete?id=${id}`,
      headers: finance,
    });
    expect(res.json()).toEqual({ message: T.deleted, title: T.deletedTitle });
    const again = await app.inject({
      method: 'GET',
      url: `/api/store/payment/details?store_payment_id=${id}`,
      headers: finance,
    });
    expect(again.statusCode).toBe(404);
    const list = (
      await app.inject({
        method: 'GET',
        url: `/api/store/payment/all?filter.order_id=${booking.id}`,
        headers: finance,
      })
    ).json() as ListPaymentsReply;
    expect(list.data.map((r) => r._id)).not.toContain(id);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'delete')));
    expect(audit).toBeDefined();
  });
});
