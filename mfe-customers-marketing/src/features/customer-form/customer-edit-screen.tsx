import { useState } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  hasPermission,
  toast,
  todayInZone,
  useSession,
  useSubmit,
  type CustomerAddress,
  type CustomerProfile,
} from '@storedesk/shared';
import { useDeleteAddress } from './api/delete-address';
import { useCustomerProfile } from './api/get-customer';
import { useSaveAddress } from './api/save-address';
import { useUpdateCustomer } from './api/update-customer';
import { AddressesSection } from './components/addresses-section';
import { CustomerForm } from './components/customer-form';
import { CUSTOMER_FORM_TEXTS as T } from '../shared/texts/customer-form-texts';
import type { AddressSubmission } from './form/address-form-values';
import { profileToForm, toCustomerInput, type CustomerFormValues } from './form/customer-form-values';
import { showServerError } from './show-server-error';
import { customerUrls } from '../shared/urls/customer-urls';
import { useBackTo, useStaleSaveOffer, useUnsavedChangesPrompt, PageLayout } from '@storedesk/shared/ui';

/**
 * /customers/edit?customer_id: the profile is sent whole with PUT customer (the password only with the toggle
 * on) with the version it was loaded at; addresses are saved and deleted on the spot with their own calls.
 * Success returns to the customer list; a save refused as stale offers to reload the profile into a fresh form.
 */
export function CustomerEditScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  // The list page the customer was opened from (its ?page), so leaving the form returns there.
  const listPage = useBackTo(customerUrls.list());
  const profile = useCustomerProfile(id);
  // Bumped by a reload: the form starts again from the latest profile.
  const [opened, setOpened] = useState(0);
  const reload = async () => {
    await profile.refetch();
    setOpened((n) => n + 1);
  };

  if (profile.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (profile.isError)
    return (
      <Result
        status="warning"
        title={profile.error instanceof ApiError ? profile.error.title : T.notFound}
        subTitle={profile.error.message || T.notFound}
        extra={<Button onClick={() => navigate(listPage)}>{T.backToList}</Button>}
      />
    );
  return <EditForm key={opened} profile={profile.data.data} onReload={reload} />;
}

function EditForm({ profile, onReload }: { profile: CustomerProfile; onReload: () => Promise<void> }) {
  const navigate = useNavigate();
  const listPage = useBackTo(customerUrls.list());
  const role = useSession((state) => state.employee?.employee_type);
  const tz = useSession((state) => state.store?.store_timezone);
  const canEditPoints = hasPermission(role, 'update_customer_points');
  // The form starts from the profile as first loaded; an address save refetches it without resetting edits, and
  // the save sends the version those values came from.
  const [initialValues] = useState(() => profileToForm(profile));
  const [version] = useState(profile.version);
  const offerReload = useStaleSaveOffer();
  const update = useUpdateCustomer();
  const [touched, setTouched] = useState(false);
  const { release } = useUnsavedChangesPrompt(touched);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  // One save per form: a second click cannot come back as a false "changed by someone else".
  const updateOnce = useSubmit((body: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(body), {
    afterSuccess: 'leave',
    onSuccess: (reply) => {
      toast.success(reply.title, reply.message);
      release();
      navigate(listPage);
    },
    onError: (error) => {
      if (!offerReload(error, onReload)) showServerError(error);
    },
  });

  const submit = (values: CustomerFormValues) => {
    const checked = toCustomerInput(values, { mode: 'edit', canEditPoints });
    if (!checked.ok) {
      toast.error(checked.title, checked.message);
      return;
    }
    void updateOnce.run({ _id: profile._id, version, ...checked.customer });
  };

  const saveAddress = async (submission: AddressSubmission, editing: CustomerAddress | null) => {
    try {
      const reply = await save.mutateAsync({
        customer_id: profile._id,
        address: editing ? { ...submission, _id: editing._id } : submission,
      });
      toast.success(reply.title, reply.message);
      return true;
    } catch (error) {
      showServerError(error);
      return false;
    }
  };

  const deleteAddress = (address: CustomerAddress) =>
    remove.mutateAsync({ customer_id: profile._id, address_id: address._id }).then(
      (reply) => toast.success(reply.title, reply.message),
      (error: unknown) => {
        showServerError(error);
        throw error;
      },
    );

  return (
    <PageLayout title={T.editTitle}>
      <Card>
        <CustomerForm
          mode="edit"
          initialValues={initialValues}
          hasPassword={profile.has_password}
          today={todayInZone(tz)}
          canEditPoints={canEditPoints}
          saving={updateOnce.busy}
          onSubmit={submit}
          onCancel={() => navigate(listPage)}
          onChanged={() => setTouched(true)}
          addresses={
            <AddressesSection
              addresses={profile.addresses}
              canChange={hasPermission(role, 'edit_customer')}
              saving={save.isPending}
              deletingId={remove.isPending ? (remove.variables?.address_id ?? null) : null}
              onSave={saveAddress}
              onDelete={deleteAddress}
            />
          }
        />
      </Card>
    </PageLayout>
  );
}
