import { useState } from 'react';
import {
  STORAGE_KEYS,
  hasPermission,
  toast,
  toastServerError,
  useErrorToast,
  useLastPageFallback,
  useRememberedList,
  useSession,
  type PushNotificationRow,
} from '@storedesk/shared';
import { emptyTextFor, useConfirm, useCustomerSearchChoices, ListScreen } from '@storedesk/shared/ui';
import { usePushNotifications } from './api/list-pushes';
import { usePushDetails } from './api/push-details';
import { useCancelPush } from './api/cancel-push';
import { useDeletePush } from './api/delete-push';
import { PushFilterModal } from './components/push-filter-modal';
import { PushTable } from './components/push-table';
import { PushRowActions } from './components/push-row-actions';
import { PushDetailModal } from './components/push-detail-modal';
import { PrevNextPager } from './components/prev-next-pager';
import { canCancelPush } from './components/push-display';
import {
  EMPTY_PUSH_FILTER,
  HISTORY_CUSTOMER_SEARCH_MIN,
  countPushFilters,
  toPushListQuery,
} from './filter/push-filter';
import { PUSH_FILTER_TAGS } from './filter/push-filter-tags';
import { HISTORY_TEXTS as T } from './push-history-texts';
import { pushUrls } from './urls';

/**
 * /push-notification: the remembered filter (local storage), one page with previous/next, and per notification
 * the details modal, cancel (scheduled ones still ahead) and delete, each after a confirmation.
 */
export default function PushHistoryContainer() {
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const tz = store?.store_timezone;
  const { filter, page, setPage, query, openFilter, closeFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      storageKey: STORAGE_KEYS.pushFilter,
      storage: 'local',
      emptyFilter: EMPTY_PUSH_FILTER,
      toQuery: toPushListQuery,
      timeZone: tz,
    });
  const [viewing, setViewing] = useState<PushNotificationRow | null>(null);
  const [customerKeyword, setCustomerKeyword] = useState('');
  const confirm = useConfirm();

  const list = usePushNotifications(query);
  useErrorToast(list.error, list.errorUpdatedAt);
  const details = usePushDetails(viewing?._id ?? null);
  useErrorToast(details.error, details.errorUpdatedAt);
  const search = useCustomerSearchChoices(customerKeyword, HISTORY_CUSTOMER_SEARCH_MIN);
  const cancel = useCancelPush();
  const remove = useDeletePush();

  const pages = list.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(list.data), setPage);

  // Each question stays open, Yes busy, until its request answers.
  const onCancel = (row: PushNotificationRow) =>
    confirm({
      title: T.cancelConfirm,
      content: row.title,
      onConfirm: () =>
        cancel.mutateAsync(row._id).then(
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });

  const onDelete = (row: PushNotificationRow) =>
    confirm({
      title: T.deleteConfirm,
      content: row.title,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(row._id).then(
          (reply) => {
            if (viewing?._id === row._id) setViewing(null);
            toast.success(reply.title, reply.message);
          },
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });

  const mayCancel = hasPermission(role, 'cancel_push_notification');
  const mayDelete = hasPermission(role, 'delete_push_notification');
  const now = Date.now();
  const filterCount = countPushFilters(filter);

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      create={{ permission: 'create_push_notification', to: pushUrls.create(), label: T.newNotification }}
      tags={filterTags(PUSH_FILTER_TAGS)}
      pager={
        pages > 0 && <PrevNextPager page={page} pages={pages} onChange={setPage} disabled={list.isFetching} />
      }
      dialogs={
        <>
          <PushFilterModal
            {...filterModal}
            onClose={() => {
              closeFilter();
              setCustomerKeyword('');
            }}
            customerKeyword={customerKeyword}
            onCustomerKeywordChange={setCustomerKeyword}
            customerOptions={search.choices}
            searchingCustomers={search.searching}
            customerSearchMin={HISTORY_CUSTOMER_SEARCH_MIN}
          />
          <PushDetailModal
            title={viewing?.title ?? null}
            details={details.data}
            loading={details.isLoading}
            failed={details.isError}
            timeZone={tz}
            currency={store?.currency}
            onClose={() => setViewing(null)}
          />
        </>
      }
    >
      <PushTable
        rows={list.data?.data ?? []}
        loading={list.isFetching}
        timeZone={tz}
        emptyText={emptyTextFor(T, filterCount, resetFilter)}
        renderActions={(row) => (
          <PushRowActions
            title={row.title}
            canCancel={mayCancel && canCancelPush(row, now)}
            canDelete={mayDelete}
            cancelling={cancel.isPending && cancel.variables === row._id}
            deleting={remove.isPending && remove.variables === row._id}
            onView={() => setViewing(row)}
            onCancel={() => void onCancel(row)}
            onDelete={() => void onDelete(row)}
          />
        )}
      />
    </ListScreen>
  );
}
