import { http, HttpResponse } from 'msw';
import {
  CHANGED_ELSEWHERE,
  CONTRACT_ADDRESS_MESSAGES as A,
  CONTRACT_MESSAGES,
  CONTRACT_SYNC_MESSAGES as S,
  hasPermission,
  useSession,
  type ContractSyncEntry,
  type ContractSyncResult,
  type SyncContractBody,
  type UpdateContractAddressBody,
} from '../../index';
import { SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE } from '../../contracts';
import { syncContractOperation, updateContractAddressOperation } from '../../contracts/all-operations';
import { bumpContractVersion, contractVersion, findContract } from './db/contracts';
import { keepContractAddresses, keepSyncAttempt } from './db/contract-address-sync';
import { mockContractDetails } from './db/contract-details';
import { fail, mockUrl, refuse } from './respond';
import { mockId } from './seeded';

/**
 * PUT store/customer_subscription/address and .../sync (contracts/subscription-address-sync.ts) with the API's
 * rules and texts: ADMIN only, a stale version 409 Contract Changed, every sync attempt logged, a store without a
 * field-service system (store/details field_service false) 409 NOT_CONFIGURED.
 */

const mayEdit = () =>
  hasPermission(useSession.getState().employee?.employee_type, 'edit_customer_subscription');
const notFound = () => fail(404, CONTRACT_MESSAGES.notFound, CONTRACT_MESSAGES.notFoundTitle);
// The API's words for a role without the permission.
const forbidden = () =>
  fail(403, "You don't have permission to do this operation. Please Contact Administrator", 'Access Denied');

let attempts = 0;
function logAttempt(id: string, result: ContractSyncResult, message: string, externalId: string | null) {
  const employee = useSession.getState().employee;
  const entry: ContractSyncEntry = {
    _id: mockId(0x7a, ++attempts),
    created_at: new Date().toISOString(),
    employee_name: employee ? `${employee.first_name} ${employee.last_name}`.trim() : '',
    result,
    external_id: externalId,
    message,
  };
  keepSyncAttempt(id, entry);
  return entry;
}

export const contractAddressSyncHandlers = [
  http.put(mockUrl(updateContractAddressOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    if (!mayEdit()) return forbidden();
    const {
      _id: id,
      version,
      address,
    } = ((await request.json()) as UpdateContractAddressBody).customer_subscription;
    const row = findContract(id);
    if (!row) return notFound();
    if (contractVersion(id) !== version)
      return fail(
        409,
        CHANGED_ELSEWHERE.contract.message,
        CHANGED_ELSEWHERE.contract.title,
        'CHANGED_ELSEWHERE',
      );
    if (((address.latitude ?? null) === null) !== ((address.longitude ?? null) === null))
      return fail(400, A.halfPoint, A.halfPointTitle);
    const others = mockContractDetails(row).addresses.slice(1);
    keepContractAddresses(id, [address, ...others]);
    bumpContractVersion(id);
    return HttpResponse.json({
      message: A.updated,
      title: A.updatedTitle,
      data: { _id: id, version: contractVersion(id), addresses: [address, ...others] },
    });
  }),
  http.put(mockUrl(syncContractOperation), async ({ request }) => {
    const refused = await refuse(request);
    if (refused) return refused;
    if (!mayEdit()) return forbidden();
    const id = ((await request.json()) as SyncContractBody).customer_subscription_id;
    const row = findContract(id);
    if (!row) return notFound();
    if (!useSession.getState().store?.field_service) {
      logAttempt(id, 'NOT_CONFIGURED', SYNC_NOT_CONFIGURED_MESSAGE, null);
      return fail(409, SYNC_NOT_CONFIGURED_MESSAGE, SYNC_NOT_CONFIGURED_TITLE, 'NOT_CONFIGURED');
    }
    const uid = row.zuper_contract_uid ?? `ZC-${80000 + row.subscription_number}`;
    row.zuper_contract_uid = uid;
    const sync = logAttempt(id, 'SYNCED', S.synced, uid);
    return HttpResponse.json({
      message: S.synced,
      title: S.syncedTitle,
      data: { _id: id, zuper_contract_uid: uid, sync },
    });
  }),
];
