import { CONTRACT_CREATE_MESSAGES as M } from '@storedesk/shared/contracts';
import { expectOverlap, onPostgres, sendTogether, statusCounts } from '../helpers/send-together';
import {
  app,
  contractsOf,
  newKey,
  paymentRequestsOf,
  renew,
  sell,
  sold,
  useContractSaleApp,
} from './contract-sale-setup';

/**
 * Sales and renewals sent at once (spec 2 §4; architecture "races are tested on PostgreSQL"): on PostgreSQL the
 * requests overlap, and the answers must be those of the same requests sent one after another. On PGlite (one
 * connection) they would only run in turn, so these run when DATABASE_URL is set.
 */
useContractSaleApp();
const itPg = onPostgres() ? it : it.skip;

itPg(
  'one sale sent four times at once with one key: one contract, one payment request, four equal answers',
  async () => {
    const key = newKey();
    const payment = { is_paid: false, payment_method: 'request_customer_payment' };
    const { responses, peak } = await sendTogether(
      app,
      [1, 2, 3, 4].map(() => () => sell({ payment }, { key })),
    );
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 4 });
    const bodies = responses.map((r) => r.json<{ data: { _id: string; payment_request_id: string } }>());
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    const contracts = (await contractsOf()).filter((k) => k.idempotencyKey === key);
    expect(contracts.map((k) => k.id)).toEqual([bodies[0].data._id]);
    expect((await paymentRequestsOf(contracts[0].id)).map((p) => p.id)).toEqual([
      bodies[0].data.payment_request_id,
    ]);
  },
);

itPg(
  'two renewals of one contract at once with different keys: one 200, one 409 DUPLICATE naming it',
  async () => {
    const old = await sold();
    const { responses, peak } = await sendTogether(app, [
      () => renew(old._id, { role: 'ADMIN' }),
      () => renew(old._id, { role: 'ADMIN' }),
    ]);
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    const winner = responses
      .find((r) => r.statusCode === 200)!
      .json<{ data: { subscription_number: number } }>();
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: M.alreadyRenewed(winner.data.subscription_number),
      title: M.alreadyRenewedTitle,
      code: 'DUPLICATE',
    });
    expect((await contractsOf()).filter((k) => k.renewedFromId === old._id)).toHaveLength(1);
  },
);

itPg('sales sent at once with different keys get numbers one after the other, none twice', async () => {
  const { responses, peak } = await sendTogether(
    app,
    [1, 2, 3, 4, 5].map(() => () => sell()),
  );
  expectOverlap(peak);
  expect(statusCounts(responses)).toEqual({ 200: 5 });
  const numbers = responses.map(
    (r) => r.json<{ data: { subscription_number: number } }>().data.subscription_number,
  );
  const sorted = [...numbers].sort((a, b) => a - b);
  expect(sorted).toEqual(sorted.map((_, i) => sorted[0] + i));
});
