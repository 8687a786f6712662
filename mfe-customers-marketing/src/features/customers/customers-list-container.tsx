import { useState } from 'react';
import {
  STORAGE_KEYS,
  countActiveFilters,
  hasPermission,
  toast,
  toastServerError,
  useErrorToast,
  useLastPageFallback,
  useRememberedList,
  useSession,
  useSubmit,
  type CustomerListRow,
} from '@storedesk/shared';
import { ListPager, emptyTextFor, useConfirm, usePageInAddress, ListScreen } from '@storedesk/shared/ui';
import { useCustomers } from './api/list-customers';
import { useDeleteCustomer } from './api/delete-customer';
import { useUpdatePoints } from './api/update-points';
import { CustomerFilterModal } from './components/customer-filter-modal';
import { CustomerRowActions } from './components/customer-row-actions';
import { CustomersTable } from './components/customers-table';
import { customerName } from '../shared/components/customer-display';
import { PointsModal } from './components/points-modal';
import {
  CUSTOMER_PAGE_SIZE,
  EMPTY_CUSTOMER_FILTER,
  UNCOUNTED_FILTER_KEYS,
  toListQuery,
} from '../shared/filter/customer-filter';
import { CUSTOMER_FILTER_TAGS } from './filter/customer-filter-tags';
import { CUSTOMERS_TEXTS as T } from './customers-texts';
import { useStaleSaveOffer } from '@storedesk/shared/ui';
import { CUSTOMER_FORM_TEXTS } from '../shared/texts/customer-form-texts';
import { customerUrls } from '../shared/urls/customer-urls';

/**
 * /customers: the remembered filter (session storage), one page of customers, points and delete per row. The points
 * modal sends the new balance with the row's version; refused as stale (a save or a booking changed the customer
 * since the list was read) it offers to reload the list, and the open modal then starts from the latest row.
 */
export default function CustomersListContainer() {
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const tz = store?.store_timezone;
  // The page lives in the address (?page=3), so Back from a customer returns to the same page.
  const pageInAddress = usePageInAddress();
  const { filter, page, setPage, query, openFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      ...pageInAddress,
      storageKey: STORAGE_KEYS.customerFilter,
      storage: 'session',
      emptyFilter: EMPTY_CUSTOMER_FILTER,
      toQuery: toListQuery,
      timeZone: tz,
    });
  const [editingId, setEditingId] = useState<string | null>(null);
  const confirm = useConfirm();
  const offerReload = useStaleSaveOffer();

  const customers = useCustomers(query);
  useErrorToast(customers.error, customers.errorUpdatedAt);
  const updatePoints = useUpdatePoints();
  const remove = useDeleteCustomer();
  // The row as the list has it now, so a reload hands the modal the latest points and version.
  const editing = customers.data?.data.find((row) => row._id === editingId) ?? null;

  const pages = customers.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(customers.data), setPage);

  // One points save per opening of the modal: a double click cannot come back as "changed by someone else".
  const pointsOnce = useSubmit(
    (body: Parameters<typeof updatePoints.mutateAsync>[0]) => updatePoints.mutateAsync(body),
    {
      afterSuccess: 'leave',
      opening: editingId,
      onSuccess: () => {
        toast.success(T.points.successTitle, T.points.success);
        setEditingId(null);
      },
      onError: (error) => {
        if (!offerReload(error, () => customers.refetch())) toastServerError(error as Error);
      },
    },
  );
  const savePoints = (points: number) => {
    if (!editing) return;
    void pointsOnce.run({
      _id: editing._id,
      version: editing.version,
      first_name: editing.first_name,
      points,
    });
  };

  // The question stays open, Yes busy, until the customer is deleted.
  const onDelete = (row: CustomerListRow) =>
    confirm({
      title: T.deleteConfirm,
      content: customerName(row),
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(row._id).then(
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });

  const filterCount = countActiveFilters(filter, UNCOUNTED_FILTER_KEYS);
  const canEdit = hasPermission(role, 'edit_customer');
  const canUpdatePoints = hasPermission(role, 'update_customer_points');
  const canDelete = hasPermission(role, 'delete_customer');

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      create={{
        permission: 'create_customer',
        to: customerUrls.create(),
        label: CUSTOMER_FORM_TEXTS.newTitle,
      }}
      actionsFirst
      tags={filterTags(CUSTOMER_FILTER_TAGS)}
      pager={
        <ListPager page={page} pageSize={CUSTOMER_PAGE_SIZE} reply={customers.data} onChange={setPage} />
      }
      dialogs={
        <>
          <CustomerFilterModal {...filterModal} />
          <PointsModal
            customer={
              editing && { name: customerName(editing), points: editing.points, version: editing.version }
            }
            saving={pointsOnce.busy}
            onSave={savePoints}
            onClose={() => setEditingId(null)}
          />
        </>
      }
    >
      <CustomersTable
        rows={customers.data?.data ?? []}
        loading={customers.isFetching}
        timeZone={tz}
        currency={store?.currency}
        emptyText={emptyTextFor(T, filterCount, resetFilter)}
        // A role with no row action (FINANCE) gets no Actions column at all.
        renderActions={
          canEdit || canUpdatePoints || canDelete
            ? (row) => (
                <CustomerRowActions
                  name={customerName(row)}
                  editTo={canEdit ? customerUrls.edit(row._id) : null}
                  canUpdatePoints={canUpdatePoints}
                  canDelete={canDelete}
                  deleting={remove.isPending && remove.variables === row._id}
                  onUpdatePoints={() => setEditingId(row._id)}
                  onDelete={() => void onDelete(row)}
                />
              )
            : null
        }
      />
    </ListScreen>
  );
}
