import { fits, setUpMocks } from './mock-server';
import { mockContracts } from '../db/contracts';
import { storeToday } from '../request';
import {
  api,
  ApiError,
  getContractOperation,
  updateContractOperation,
  listContractsOperation,
  type ContractDetailReply,
  type ListContractsReply,
  type UpdateContractReply,
} from '../../../index';
import * as C from '../../../contracts';

// The same cases as the API's contract list tests (api/test/subscriptions): paging from 1, newest first, filters.
describe('standalone mocks of the contract list', () => {
  setUpMocks();
  const list = (query: Record<string, string | number | boolean>) =>
    api.call<ListContractsReply>(listContractsOperation, query);

  it('answers 10 a page from page 1, newest first, in the contract shape', async () => {
    const all = mockContracts();
    const first = await list({ limit: 10, offset: 1 });
    fits(C.ListContractsReply, first);
    expect(first.data).toHaveLength(10);
    expect(first.total).toBe(all.length);
    expect(first.pages).toBe(Math.ceil(all.length / 10));
    expect(first.data[0].subscription_number).toBe(all.at(-1)!.subscription_number);
    const second = await list({ limit: 10, offset: 2 });
    expect(second.data[0].subscription_number).toBe(first.data[9].subscription_number - 1);
  });

  it('filters by number, approval, paid and customer, each alone and together', async () => {
    const k = mockContracts()[3];
    expect(
      (await list({ 'filter.subscription_number': k.subscription_number })).data.map((r) => r._id),
    ).toEqual([k._id]);
    const pending = await list({ limit: 100, 'filter.is_approved': 'PENDING_APPROVAL' });
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.data.every((r) => r.is_approved === 'PENDING_APPROVAL')).toBe(true);
    const unpaid = await list({ limit: 100, 'filter.is_paid': false, 'filter.customer_id': k.customer_id });
    expect(unpaid.data.every((r) => !r.is_paid && r.customer_id === k.customer_id)).toBe(true);
    expect(unpaid.total).toBe(
      mockContracts().filter((r) => !r.is_paid && r.customer_id === k.customer_id).length,
    );
  });

  it('filters end dates by a custom range and by the month holding today', async () => {
    const ends = mockContracts()
      .map((r) => r.end_date)
      .sort();
    const [from, to] = [ends[2], ends[ends.length - 3]];
    const range = await list({
      limit: 1000,
      'filter.end_date_option': 'CUSTOM',
      'filter.from_end_date': from,
      'filter.to_end_date': to,
    });
    expect(range.total).toBe(ends.filter((d) => d >= from && d <= to).length);
    const month = await list({ limit: 1000, 'filter.end_date_option': 'MONTH' });
    const thisMonth = storeToday().slice(0, 7);
    expect(month.data.every((r) => r.end_date.startsWith(thisMonth))).toBe(true);
    expect(month.total).toBe(ends.filter((d) => d.startsWith(thisMonth)).length);
  });

  it("answers a contract's details in the contract shape, and 404 'Contract not found' for an unknown id", async () => {
    const renewed = mockContracts().find((k) => k.renewed_from !== null) ?? mockContracts()[0];
    const reply = await api.call<ContractDetailReply>(getContractOperation, { id: renewed._id });
    fits(C.ContractDetailReply, reply);
    const item = reply.data.variant.applicable_to[0];
    expect(item.available_quantity).toBeLessThanOrEqual(item.total_quantity);
    const failure = await api
      .call(getContractOperation, { id: '00000074-0000-4000-8000-0000000009ff' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Contract not found', title: 'Not Found' });
  });

  it("edits a contract with the API's rules: version checked, end after start, one version on", async () => {
    const k = mockContracts()[0];
    const edit = (change: Record<string, unknown>) =>
      api
        .call<UpdateContractReply>(updateContractOperation, {
          customer_subscription: { _id: k._id, ...change },
        })
        .catch((e: unknown) => e);
    expect(await edit({ version: 0, start_date: '2030-01-01' })).toMatchObject({
      status: 400,
      message: 'Please Check the start dates and end dates of the contract',
      title: 'Missing Fields',
    });
    const saved = (await edit({ version: 0, is_approved: 'APPROVED' })) as UpdateContractReply;
    fits(C.UpdateContractReply, saved);
    expect(saved).toMatchObject({
      message: 'Successfully updated the contract',
      data: { version: 1, is_approved: 'APPROVED' },
    });
    expect(await edit({ version: 0, is_active: false })).toMatchObject({
      status: 409,
      title: 'Contract Changed',
    });
  });
});
