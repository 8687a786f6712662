import { useCallback, useMemo } from 'react';
import { Button } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  STORAGE_KEYS,
  countActiveFilters,
  hasPermission,
  storeMeta,
  toast,
  useErrorToast,
  useLastPageFallback,
  useRememberedList,
  useSession,
  useSubmit,
  type OrderListRow,
} from '@storedesk/shared';
import { ListPager, ListScreen, emptyTextFor } from '@storedesk/shared/ui';
import { useOrders } from './api/list-orders';
import { useSyncOrder } from './api/sync-order';
import { useOrderStatuses, useStoreLocations } from '../shared/api/order-lookups';
import { BookingFilterModal } from './components/booking-filter-modal';
import { OrdersTable } from './components/orders-table';
import { OrderRowActions } from './components/order-row-actions';
import { jobLink } from '../shared/components/order-display';
import {
  EMPTY_BOOKING_FILTER,
  ORDER_PAGE_SIZE,
  UNCOUNTED_FILTER_KEYS,
  toListQuery,
} from './filter/booking-filter';
import { bookingFilterTags } from './filter/booking-filter-tags';
import { ORDERS_TEXTS as T } from './orders-texts';
import { bookingUrls } from './urls';

export const LOCATION_FILTER_META = 'use_applicable_location_filter';
export const JOB_URL_META = 'zuper_web_url';

/** /orders: the remembered filter, one page of bookings, and the per-row actions. */
export default function OrdersListContainer() {
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const tz = store?.store_timezone;
  const fieldService = store?.field_service ?? false;
  const canSeePayments = hasPermission(role, 'list_payment');
  // The page lives in the address (?page=3), so Back from a booking returns to the same page; the filter is
  // remembered for the session.
  const [params, setParams] = useSearchParams();
  const urlPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const toPage = useCallback(
    (next: number) => setParams(next > 1 ? { page: String(next) } : {}),
    [setParams],
  );
  const { filter, page, setPage, query, openFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      page: urlPage,
      onPageChange: toPage,
      storageKey: STORAGE_KEYS.bookingFilter,
      emptyFilter: EMPTY_BOOKING_FILTER,
      toQuery: toListQuery,
      timeZone: tz,
    });

  const orders = useOrders(query);
  useErrorToast(orders.error, orders.errorUpdatedAt);

  const showLocation = storeMeta(store, LOCATION_FILTER_META) === 'true';
  const statuses = useOrderStatuses();
  const locations = useStoreLocations(showLocation);
  const sync = useSyncOrder();
  const tagSpecs = useMemo(
    () => bookingFilterTags(statuses.data ?? [], locations.data ?? []),
    [statuses.data, locations.data],
  );
  const filterCount = countActiveFilters(filter, UNCOUNTED_FILTER_KEYS);

  // One sync at a time: a double click on a row's Sync sends once.
  const syncOnce = useSubmit(
    (row: OrderListRow) => sync.mutateAsync({ _id: row._id, version: row.version }),
    {
      afterSuccess: 'stay',
      onSuccess: (reply) => toast.success(reply.title, reply.message),
      onError: (error) =>
        toast.error(
          error instanceof ApiError ? error.title : T.sync,
          error instanceof Error ? error.message : '',
        ),
    },
  );
  const onSync = (row: OrderListRow) => void syncOnce.run(row);

  const pages = orders.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(orders.data), setPage);

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      actions={
        <>
          {hasPermission(role, 'daywise_order') && (
            <Link to={bookingUrls.daywise()}>
              <Button>{T.dayWise}</Button>
            </Link>
          )}
          {hasPermission(role, 'create_order') && (
            <Link to={bookingUrls.create()}>
              <Button type="primary">{T.newBooking}</Button>
            </Link>
          )}
        </>
      }
      actionsFirst
      tags={filterTags(tagSpecs)}
      pager={<ListPager page={page} pageSize={ORDER_PAGE_SIZE} reply={orders.data} onChange={setPage} />}
      dialogs={
        <BookingFilterModal
          {...filterModal}
          statuses={statuses.data ?? []}
          locations={showLocation ? (locations.data ?? []) : null}
        />
      }
    >
      <OrdersTable
        rows={orders.data?.data ?? []}
        loading={orders.isFetching}
        timeZone={tz}
        currency={store?.currency}
        emptyText={emptyTextFor(T, filterCount, resetFilter)}
        renderActions={
          // Sync and the job link need a field-service system; payment requests need list_payment.
          fieldService || canSeePayments
            ? (row) => (
                <OrderRowActions
                  orderNumber={row.order_number}
                  jobUrl={jobLink(row.zuper_job_uid, storeMeta(store, JOB_URL_META))}
                  canSync={hasPermission(role, 'sync_order')}
                  syncing={sync.isPending && sync.variables?._id === row._id}
                  onSync={() => onSync(row)}
                  canSeePayments={canSeePayments}
                  fieldService={fieldService}
                />
              )
            : null
        }
      />
    </ListScreen>
  );
}
