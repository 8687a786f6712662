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
  type AbandonedCartRow,
} from '@storedesk/shared';
import {
  ListPager,
  emptyTextFor,
  useConfirm,
  useCustomerSearchChoices,
  ListScreen,
} from '@storedesk/shared/ui';
import { useAbandonedCarts } from '../shared/api/list-carts';
import { useCartDetails } from '../shared/api/cart-details';
import { useDeleteCart } from '../shared/api/delete-cart';
import { CartDetailModal } from '../shared/components/cart-detail-modal';
import { cartCustomerName } from '../shared/components/cart-display';
import { CartFilterModal } from './components/cart-filter-modal';
import { CartRowActions } from './components/cart-row-actions';
import { CartsTable } from './components/carts-table';
import {
  CART_PAGE_SIZE,
  CUSTOMER_SEARCH_MIN,
  EMPTY_CART_FILTER,
  countCartFilters,
  toListQuery,
} from './filter/cart-filter';
import { CART_FILTER_TAGS } from './filter/cart-filter-tags';
import { CARTS_TEXTS as T } from './abandoned-carts-texts';

/**
 * /customers/abandoned_carts: the remembered filter (local storage, spec 1 §9), one page of carts, and per cart
 * the detail modal, delete after confirmation and the link that turns it into a booking.
 */
export default function AbandonedCartsContainer() {
  const store = useSession((state) => state.store);
  const role = useSession((state) => state.employee?.employee_type);
  const tz = store?.store_timezone;
  const { filter, page, setPage, query, openFilter, closeFilter, filterModal, resetFilter, filterTags } =
    useRememberedList({
      storageKey: STORAGE_KEYS.cartFilter,
      storage: 'local',
      emptyFilter: EMPTY_CART_FILTER,
      toQuery: toListQuery,
      timeZone: tz,
    });
  const [viewing, setViewing] = useState<AbandonedCartRow | null>(null);
  const [customerKeyword, setCustomerKeyword] = useState('');
  const confirm = useConfirm();

  const carts = useAbandonedCarts(query);
  useErrorToast(carts.error, carts.errorUpdatedAt);
  const details = useCartDetails(viewing?.customer._id ?? null);
  useErrorToast(details.error, details.errorUpdatedAt);
  const search = useCustomerSearchChoices(customerKeyword, CUSTOMER_SEARCH_MIN);
  const remove = useDeleteCart();

  const pages = carts.data?.pages ?? 0;
  useLastPageFallback(page, pages, Boolean(carts.data), setPage);

  // The question stays open, Yes busy, until the cart is deleted.
  const onDelete = (row: AbandonedCartRow) =>
    confirm({
      title: T.deleteConfirm,
      content: cartCustomerName(row),
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(row.customer._id).then(
          // The server's own texts: 'Cart Deleted' / 'Cart Successfully Deleted' (spec 1 §8).
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toastServerError(error);
            throw error;
          },
        ),
    });

  const filterCount = countCartFilters(filter);

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      tags={filterTags(CART_FILTER_TAGS)}
      pager={<ListPager page={page} pageSize={CART_PAGE_SIZE} reply={carts.data} onChange={setPage} />}
      dialogs={
        <>
          <CartFilterModal
            {...filterModal}
            onClose={() => {
              closeFilter();
              setCustomerKeyword('');
            }}
            customerKeyword={customerKeyword}
            onCustomerKeywordChange={setCustomerKeyword}
            customerOptions={search.choices}
            searchingCustomers={search.searching}
            customerSearchMin={CUSTOMER_SEARCH_MIN}
          />
          <CartDetailModal
            customerName={viewing && cartCustomerName(viewing)}
            cart={details.data}
            loading={details.isLoading}
            failed={details.isError}
            timeZone={tz}
            currency={store?.currency}
            onClose={() => setViewing(null)}
          />
        </>
      }
    >
      <CartsTable
        rows={carts.data?.data ?? []}
        loading={carts.isFetching}
        timeZone={tz}
        currency={store?.currency}
        emptyText={emptyTextFor(T, filterCount, resetFilter)}
        renderActions={(row) => (
          <CartRowActions
            customerId={row.customer._id}
            name={cartCustomerName(row)}
            canDelete={hasPermission(role, 'delete_abandoned_cart')}
            canConvert={hasPermission(role, 'create_order')}
            deleting={remove.isPending && remove.variables === row.customer._id}
            onView={() => setViewing(row)}
            onDelete={() => void onDelete(row)}
          />
        )}
      />
    </ListScreen>
  );
}
