import { expectOverlap, onPostgres, sendTogether, statusCounts } from '../helpers/send-together';
import { app, useContractSaleApp } from './contract-sale-setup';
import {
  available,
  bookingsOfContract,
  contractWithItem,
  requestService,
  serviceInput,
  useBookingStatuses,
} from './service-request-setup';

/**
 * Service requests racing for the last visit (issue 23; architecture "races are tested on PostgreSQL"): on PGlite's
 * one connection they would only run in turn, so this runs when DATABASE_URL is set.
 */
useContractSaleApp();
useBookingStatuses();
const itPg = onPostgres() ? it : it.skip;

itPg(
  'two requests at once for the last visit: one 200, one 409 NO_VISITS_LEFT, none left, one booking',
  async () => {
    const { contract, item } = await contractWithItem(1);
    const { responses, peak } = await sendTogether(app, [
      () => requestService(serviceInput(contract._id, item._id)),
      () => requestService(serviceInput(contract._id, item._id)),
    ]);
    expectOverlap(peak);
    expect(statusCounts(responses)).toEqual({ 200: 1, 409: 1 });
    expect(responses.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'NO_VISITS_LEFT' });
    expect(await available(item._id)).toBe(0);
    expect(await bookingsOfContract(contract._id)).toHaveLength(1);
  },
);
