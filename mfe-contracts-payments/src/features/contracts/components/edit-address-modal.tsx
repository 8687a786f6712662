import {
  ADDRESS_TEXT_PARTS,
  hasPermission,
  toast,
  useSession,
  useStoreLocationList,
  type ContractDetails,
  type OrderAddress,
} from '@storedesk/shared';
import { AddressModal, addressTextFields, useStaleSaveOffer } from '@storedesk/shared/ui';
import { useUpdateContractAddress } from '../api/update-contract-address';
import { CONTRACT_ADDRESS_TEXTS as T } from '../address-sync-texts';
import { CityZipFields } from './city-zip-fields';
import type { ContractModalProps } from './contract-edit-modal';

type AddressForm = { [K in keyof OrderAddress]?: OrderAddress[K] | null };

/** The parts before the city; city and zip come with the store locations' choices, then the rest (CityZipFields). */
const TYPED_FIELDS = addressTextFields<AddressForm>([
  'first_name',
  'last_name',
  'street',
  'locality',
  'landmark',
]);
const KEPT_CODES = ['country_code', 'phone_dialing_code'] as const;

/** The form's start: the shipping address's parts, every text part a string so the API gets all it needs. */
export function addressFormOf(contract: ContractDetails): AddressForm {
  const current = contract.addresses[0] ?? {};
  const form: AddressForm = { latitude: current.latitude ?? null, longitude: current.longitude ?? null };
  for (const part of ADDRESS_TEXT_PARTS) form[part] = current[part] ?? '';
  for (const code of KEPT_CODES) if (current[code]) form[code] = current[code];
  return form;
}

/** What the API takes: the known parts only (a copied address may carry more), blanks as '' and no half point. */
export function addressBodyOf(values: AddressForm): OrderAddress {
  const body: Record<string, unknown> = {};
  for (const part of ADDRESS_TEXT_PARTS) body[part] = (values[part] ?? '').trim();
  for (const code of KEPT_CODES) if (values[code]) body[code] = values[code];
  const point = typeof values.latitude === 'number' && typeof values.longitude === 'number';
  body.latitude = point ? values.latitude : null;
  body.longitude = point ? values.longitude : null;
  return body as OrderAddress;
}

/**
 * Edit shipping address (spec 2 §2 "Details"): the kit's address modal with its map picker, sent once per save
 * with the version the screen loaded; a stale version offers to reload, another refusal says 'Error in Updating
 * Address' with the server's words.
 */
export function EditAddressModal({ contract, open, onClose, onReload }: ContractModalProps) {
  const may = useSession((s) => hasPermission(s.employee?.employee_type, 'edit_customer_subscription'));
  const locations = useStoreLocationList(open && may);
  const update = useUpdateContractAddress();
  const offerReload = useStaleSaveOffer();
  const save = async (values: AddressForm) => {
    try {
      const reply = await update.mutateAsync({
        customer_subscription: {
          _id: contract._id,
          version: contract.version,
          address: addressBodyOf(values),
        },
      });
      toast.success(reply.title, T.updated);
      onClose();
      return true;
    } catch (error) {
      if (!offerReload(error, onReload)) toast.error(T.failed, (error as Error).message);
      return false;
    }
  };
  return (
    <AddressModal<AddressForm>
      open={open}
      title={T.title}
      initial={addressFormOf(contract)}
      saving={false}
      onCancel={onClose}
      onSave={save}
      fields={TYPED_FIELDS}
      childrenShowPoint
      width={720}
    >
      <CityZipFields locations={locations.data ?? []} />
    </AddressModal>
  );
}
