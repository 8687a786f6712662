import { useState } from 'react';
import { Button } from 'antd';
import { hasPermission, useSession, type ContractDetails } from '@storedesk/shared';
import { CONTRACT_ADDRESS_TEXTS as T } from '../address-sync-texts';
import { EditAddressModal } from './edit-address-modal';
import { ExternalContractLink } from './external-contract-link';
import { SyncContractButton } from './sync-contract-button';

/**
 * The details screen's buttons for the shipping address, the external contract and the sync, each where it
 * applies: the edit and the sync for edit_customer_subscription (ADMIN), the sync only when the store has a
 * field-service system (store/details field_service), the external link once the contract has an external id.
 */
export function AddressSyncActions({
  contract,
  onReload,
}: {
  contract: ContractDetails;
  onReload: () => unknown;
}) {
  const [editing, setEditing] = useState(false);
  const role = useSession((s) => s.employee?.employee_type);
  const fieldService = useSession((s) => s.store?.field_service ?? false);
  const mayEdit = hasPermission(role, 'edit_customer_subscription');
  return (
    <>
      <ExternalContractLink uid={contract.zuper_contract_uid} />
      {mayEdit && fieldService && <SyncContractButton contract={contract} />}
      {mayEdit && <Button onClick={() => setEditing(true)}>{T.editAddress}</Button>}
      {mayEdit && (
        <EditAddressModal
          contract={contract}
          open={editing}
          onClose={() => setEditing(false)}
          onReload={onReload}
        />
      )}
    </>
  );
}
