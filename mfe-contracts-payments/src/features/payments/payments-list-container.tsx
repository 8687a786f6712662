import { Alert, Button } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  STORAGE_KEYS,
  useErrorToast,
  useLastPageFallback,
  useRememberedList,
  useSession,
  type PaymentListRow,
} from '@storedesk/shared';
import { ListPager, listEmptyText, usePageInAddress, ListScreen } from '@storedesk/shared/ui';
import { usePayments } from './api/list-payments';
import { PaymentFilterModal } from './components/payment-filter-modal';
import { PaymentTable } from './components/payment-table';
import { customerLabel } from './components/payment-display';
import {
  EMPTY_PAYMENT_FILTER,
  PAYMENT_PAGE_SIZE,
  countPaymentFilters,
  toPaymentListQuery,
  withScope,
} from './filter/payment-filter';
import { PAYMENT_FILTER_TAGS } from './filter/payment-filter-tags';
import { LIST_TEXTS as T } from './payment-texts';
import { paymentUrls } from './urls';

/** What a list opened from a booking, a contract or a customer is limited to, so nobody takes it for all requests. */
function scopeText(scope: { order?: string; contract?: string }, first?: PaymentListRow): string {
  if (scope.order) return T.forBooking(first?.order_number?.toString() ?? scope.order);
  if (scope.contract) return T.forContract(first?.subscription_number);
  return T.forCustomer(first ? customerLabel(first.customer) : undefined);
}

/**
 * /payments: the remembered filter (local storage, spec 2 §2), 10 a page from page 1. Opened from a booking
 * (?order= its number or id) it shows that booking's requests on top of the filter, and New starts from it.
 */
export default function PaymentsListContainer() {
  const store = useSession((state) => state.store);
  const [params, setParams] = useSearchParams();
  const order = params.get('order') ?? undefined;
  const contract = params.get('contract') ?? params.get('subscription') ?? undefined;
  const customer = params.get('customer') ?? undefined;
  // The page lives in the address (?page=3, beside a scope such as ?order=), so Back from a request returns to it.
  const pageInAddress = usePageInAddress();
  const { filter, page, setPage, query, openFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      ...pageInAddress,
      storageKey: STORAGE_KEYS.paymentFilter,
      storage: 'local',
      emptyFilter: EMPTY_PAYMENT_FILTER,
      toQuery: toPaymentListQuery,
      timeZone: store?.store_timezone,
    });
  const list = usePayments(withScope(query, { order, contract, customer }));
  useErrorToast(list.error, list.errorUpdatedAt);
  useLastPageFallback(page, list.data?.pages ?? 0, Boolean(list.data), setPage);
  const scoped = Boolean(order || contract || customer);
  const orderId = list.data?.data[0]?.order_id;
  const newPath =
    order && /^[0-9a-f-]{36}$/i.test(order)
      ? paymentUrls.create({ order })
      : orderId && order
        ? paymentUrls.create({ order: orderId })
        : paymentUrls.create();

  const filterCount = countPaymentFilters(filter);

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      create={{ permission: 'create_payment', to: newPath, label: T.newRequest }}
      notice={
        scoped && (
          <Alert
            type="info"
            showIcon
            title={scopeText({ order, contract }, list.data?.data[0])}
            action={
              <Button size="small" onClick={() => setParams({})}>
                {T.showAll}
              </Button>
            }
          />
        )
      }
      tags={filterTags(PAYMENT_FILTER_TAGS)}
      pager={<ListPager reply={list.data} page={page} pageSize={PAYMENT_PAGE_SIZE} onChange={setPage} />}
      dialogs={<PaymentFilterModal {...filterModal} />}
    >
      <PaymentTable
        rows={list.data?.data ?? []}
        loading={list.isFetching}
        currency={store?.currency}
        emptyText={
          filterCount > 0
            ? listEmptyText({ filtered: true, things: T.things, onClear: resetFilter })
            : undefined
        }
      />
    </ListScreen>
  );
}
