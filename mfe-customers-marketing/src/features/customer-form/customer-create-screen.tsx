import { useRef, useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  hasPermission,
  toast,
  todayInZone,
  useSession,
  useSubmit,
  type CustomerAddress,
} from '@storedesk/shared';
import { PageLayout, useUnsavedChangesPrompt } from '@storedesk/shared/ui';
import { useCreateCustomer } from './api/create-customer';
import { AddressesSection } from './components/addresses-section';
import { CustomerForm } from './components/customer-form';
import { CUSTOMER_FORM_TEXTS as T } from '../shared/texts/customer-form-texts';
import {
  localAddress,
  localToSubmission,
  withAddress,
  withoutAddress,
  type AddressSubmission,
} from './form/address-form-values';
import { emptyCustomerForm, toCustomerInput, type CustomerFormValues } from './form/customer-form-values';
import { showServerError } from './show-server-error';
import { customerUrls } from '../shared/urls/customer-urls';

const INITIAL = emptyCustomerForm();

/**
 * /customers/new: the addresses are kept on the screen and sent with the customer (there is no customer to
 * save them to yet). Success shows the server's message and title and returns to the customer list.
 */
export function CustomerCreateScreen() {
  const navigate = useNavigate();
  const role = useSession((state) => state.employee?.employee_type);
  const tz = useSession((state) => state.store?.store_timezone);
  const [addresses, setAddresses] = useState<CustomerAddress[]>([]);
  const nextId = useRef(0);
  const create = useCreateCustomer();
  const [touched, setTouched] = useState(false);
  const { release } = useUnsavedChangesPrompt(touched || addresses.length > 0);
  // One customer per form: a double click or a repeated Enter sends once.
  const createOnce = useSubmit(
    (customer: Parameters<typeof create.mutateAsync>[0]) => create.mutateAsync(customer),
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        release();
        navigate(customerUrls.list());
      },
      onError: showServerError,
    },
  );

  const saveAddress = async (submission: AddressSubmission, editing: CustomerAddress | null) => {
    const id = editing?._id ?? `new-${(nextId.current += 1)}`;
    setAddresses((list) => withAddress(list, localAddress(id, submission)));
    return true;
  };

  const submit = (values: CustomerFormValues) => {
    const checked = toCustomerInput(values, {
      mode: 'create',
      canEditPoints: hasPermission(role, 'update_customer_points'),
    });
    if (!checked.ok) {
      toast.error(checked.title, checked.message);
      return;
    }
    void createOnce.run({ ...checked.customer, addresses: addresses.map(localToSubmission) });
  };

  return (
    <PageLayout title={T.newTitle}>
      <Card>
        <CustomerForm
          mode="create"
          initialValues={INITIAL}
          today={todayInZone(tz)}
          canEditPoints={hasPermission(role, 'update_customer_points')}
          saving={createOnce.busy}
          onSubmit={submit}
          onCancel={() => navigate(customerUrls.list())}
          onChanged={() => setTouched(true)}
          addresses={
            <AddressesSection
              addresses={addresses}
              note={T.addressesSavedWithCustomer}
              canChange
              saving={false}
              deletingId={null}
              onSave={saveAddress}
              onDelete={(address) => setAddresses((list) => withoutAddress(list, address._id))}
            />
          }
        />
      </Card>
    </PageLayout>
  );
}
