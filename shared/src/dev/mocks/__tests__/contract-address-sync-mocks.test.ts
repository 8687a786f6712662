import { fits, setUpMocks } from './mock-server';
import { mockContracts } from '../db/contracts';
import { useSession } from '../../../session/session-store';
import { makeEmployee, makeStore } from '../../../testing/factories';
import {
  api,
  getContractOperation,
  syncContractOperation,
  updateContractAddressOperation,
  type ContractDetailReply,
  type SyncContractReply,
  type UpdateContractAddressReply,
} from '../../../index';
import * as C from '../../../contracts';

// The same rules as the API's tests (api/test/subscriptions/contract-address.test.ts, contract-sync.test.ts).
describe('standalone mocks of the contract address edit and sync', () => {
  setUpMocks();
  const ADDRESS = {
    first_name: 'Asha',
    last_name: 'Rao',
    street: '4 New Lane',
    city: 'Koramangala',
    state: 'Karnataka',
    zip_code: '560034',
    country: 'India',
    latitude: 12.93,
    longitude: 77.62,
  };
  const details = async (id: string) =>
    (await api.call<ContractDetailReply>(getContractOperation, { id })).data;
  const putAddress = (id: string, version: number, address: object = ADDRESS) =>
    api
      .call<UpdateContractAddressReply>(updateContractAddressOperation, {
        customer_subscription: { _id: id, version, address },
      })
      .catch((e: unknown) => e);
  const sync = (id: string) =>
    api
      .call<SyncContractReply>(syncContractOperation, { customer_subscription_id: id })
      .catch((e: unknown) => e);

  it('edits the shipping address with the version checked; the details show it', async () => {
    const k = mockContracts()[0];
    const saved = await putAddress(k._id, 0);
    fits(C.UpdateContractAddressReply, saved);
    expect(saved).toMatchObject({ message: 'Successfully Updated Address', data: { version: 1 } });
    const after = await details(k._id);
    expect(after.addresses[0]).toEqual(ADDRESS);
    expect(after.version).toBe(1);
    expect(await putAddress(k._id, 0)).toMatchObject({ status: 409, title: 'Contract Changed' });
    expect(await putAddress(k._id, 1, { ...ADDRESS, longitude: null })).toMatchObject({ status: 400 });
  });

  it('syncs: keeps the uid and logs the attempt newest first, in the contract shape', async () => {
    const k = mockContracts()[1];
    const reply = await sync(k._id);
    fits(C.SyncContractReply, reply);
    expect(reply).toMatchObject({
      message: 'Successfully synced contract with Zuper',
      data: { zuper_contract_uid: expect.stringMatching(/^ZC-/) },
    });
    await sync(k._id);
    const after = await details(k._id);
    fits(C.ContractDetails, after);
    expect(after.zuper_contract_uid).toMatch(/^ZC-/);
    expect(after.sync_log.map((e) => e.result)).toEqual(['SYNCED', 'SYNCED']);
    expect(after.sync_log[0].employee_name).not.toBe('');
  });

  it('without a field-service system: 409 NOT_CONFIGURED, logged, no uid', async () => {
    useSession.setState({ store: makeStore({ field_service: false }) });
    const k = mockContracts()[2];
    expect(await sync(k._id)).toMatchObject({ status: 409, code: 'NOT_CONFIGURED' });
    const after = await details(k._id);
    expect(after.zuper_contract_uid).toBeNull();
    expect(after.sync_log).toMatchObject([{ result: 'NOT_CONFIGURED', external_id: null }]);
  });

  it('refuses both to a role without edit_customer_subscription', async () => {
    useSession.setState({ employee: makeEmployee({ employee_type: 'FINANCE' }) });
    const k = mockContracts()[0];
    expect(await putAddress(k._id, 0)).toMatchObject({ status: 403 });
    expect(await sync(k._id)).toMatchObject({ status: 403 });
    expect((await details(k._id)).sync_log).toEqual([]);
  });
});
