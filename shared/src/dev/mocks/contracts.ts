import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_MESSAGES,
  type ContractListRow,
  type UpdateContractBody,
} from '../../index';
import {
  getContractOperation,
  listContractsOperation,
  updateContractOperation,
} from '../../contracts/all-operations';
import { emptyScenario, fail, mockUrl, paged, refuse } from './respond';
import { contains, query, storeToday } from './request';
import { bumpContractVersion, contractVersion, findContract, mockContracts } from './db/contracts';
import { mockContractDetails } from './db/contract-details';
import { hasVisitsLeft } from './db/contract-ledger';
import { findCustomer } from './db/customers';
import { createContractHandlers } from './contract-create';
import { serviceRequestHandlers } from './contract-service-request';
import { contractAddressSyncHandlers } from './contract-address-sync';
import { contractItemHandlers } from './contract-items';

/**
 * MSW mocks of the customer contract calls (contracts/subscriptions.ts) over the mock store's contracts
 * (db/contracts.ts), filtered the way the API filters them (api/src/routes/subscriptions/contract-filters.ts).
 */

/** The end-date window of TODAY / WEEK (Sunday..Saturday) / MONTH around the store's today. */
function endDateWindow(option: string | null): [string, string] | null {
  const today = dayjs(storeToday());
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  if (option === 'TODAY') return [day(today), day(today)];
  if (option === 'WEEK') return [day(today.day(0)), day(today.day(6))];
  if (option === 'MONTH') return [day(today.startOf('month')), day(today.endOf('month'))];
  return null;
}

function matches(k: ContractListRow, q: URLSearchParams): boolean {
  const is = (name: string, value: unknown) =>
    !q.has(`filter.${name}`) || String(value) === q.get(`filter.${name}`);
  const window = endDateWindow(q.get('filter.end_date_option'));
  const from = q.get('filter.from_end_date');
  const to = q.get('filter.to_end_date');
  const customerId = q.get('filter.customer_id');
  return (
    (customerId === null || (k.customer_id === customerId && Boolean(findCustomer(customerId)))) &&
    contains(
      q.get('filter.keyword'),
      k.subscription_number,
      `${k.customer.first_name} ${k.customer.last_name}`,
      k.customer.email,
      k.customer.phone_no,
    ) &&
    is('subscription_number', k.subscription_number) &&
    is('order_type', k.order_type) &&
    is('subscription_id', k.subscription_id) &&
    is('applicable_to_location', k.applicable_to_location) &&
    is('is_approved', k.is_approved) &&
    is('is_paid', k.is_paid) &&
    is('visits_left', hasVisitsLeft(k)) &&
    (!window || (k.end_date >= window[0] && k.end_date <= window[1])) &&
    (!from || k.end_date >= from) &&
    (!to || k.end_date <= to)
  );
}

/**
 * GET store/customer_subscription/all (newest first, 10 a page from 1, every filter), .../details?id, PUT (edits)
 * POST (selling and renewing, contract-create.ts) and service requests (contract-service-request.ts).
 */
export const contractHandlers = [
  ...createContractHandlers,
  ...serviceRequestHandlers,
  ...contractAddressSyncHandlers,
  ...contractItemHandlers,
  http.get(mockUrl(listContractsOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const q = query(request);
    const rows = emptyScenario() ? [] : mockContracts().filter((k) => matches(k, q));
    return HttpResponse.json(paged([...rows].reverse(), q.get('limit'), q.get('offset'), 10));
  }),
  http.get(mockUrl(getContractOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const row = findContract(query(request).get('id'));
    if (!row) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
    return HttpResponse.json({ data: mockContractDetails(row) });
  }),
  http.put(mockUrl(updateContractOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    const {
      _id: id,
      version,
      ...change
    } = ((await request.json()) as UpdateContractBody).customer_subscription;
    const row = findContract(id);
    if (!row) return fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
    if (contractVersion(id) !== version)
      return fail(
        409,
        CHANGED_ELSEWHERE.contract.message,
        CHANGED_ELSEWHERE.contract.title,
        'CHANGED_ELSEWHERE',
      );
    if ((change.end_date ?? row.end_date) <= (change.start_date ?? row.start_date))
      return fail(400, CONTRACT_MESSAGES.checkDates, CONTRACT_MESSAGES.checkDatesTitle);
    Object.assign(row, change, change.payment ? { is_paid: change.payment.is_paid } : {});
    bumpContractVersion(id);
    return HttpResponse.json({
      message: CONTRACT_MESSAGES.updated,
      title: CONTRACT_MESSAGES.updatedTitle,
      data: mockContractDetails(row),
    });
  }),
];
