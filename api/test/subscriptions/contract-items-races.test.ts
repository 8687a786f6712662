import { eq } from 'drizzle-orm';
import { customerSubscriptionItems } from '../../src/db/schema';
import { expectOverlap, onPostgres, sendTogether } from '../helpers/send-together';
import { app, details, headersOf, useContractSaleApp } from './contract-sale-setup';
import {
  bookingsOfContract,
  contractWithItem,
  requestService,
  serviceInput,
  useBookingStatuses,
} from './service-request-setup';

/**
 * A service item's visits cut while a service request takes the last one (issue 23): the conditional UPDATEs keep
 * the visits left between 0 and the total whichever comes first. Runs on PostgreSQL (DATABASE_URL), where the two
 * really overlap.
 */
useContractSaleApp();
useBookingStatuses();
const itPg = onPostgres() ? it : it.skip;

itPg(
  'cutting the total to the visits used while a request takes the last visit: exactly one wins',
  async () => {
    const { contract, item } = await contractWithItem(12);
    for (let n = 0; n < 3; n += 1)
      expect((await requestService(serviceInput(contract._id, item._id))).statusCode).toBe(200);
    const version = (await details(contract._id)).version;
    const { responses, peak } = await sendTogether(app, [
      async () =>
        app.inject({
          method: 'PUT',
          url: '/api/store/customer_subscription/item',
          headers: await headersOf('ADMIN'),
          payload: { customer_subscription_id: contract._id, version, _id: item._id, total_quantity: 3 },
        }),
      () => requestService(serviceInput(contract._id, item._id)),
    ]);
    expectOverlap(peak);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [row] = await app.db
      .select()
      .from(customerSubscriptionItems)
      .where(eq(customerSubscriptionItems.id, item._id));
    expect(row.availableQuantity).toBe(0);
    expect(row.totalQuantity - row.availableQuantity).toBe((await bookingsOfContract(contract._id)).length);
  },
);
