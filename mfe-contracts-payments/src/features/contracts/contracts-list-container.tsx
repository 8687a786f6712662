import {
  STORAGE_KEYS,
  todayInZone,
  useErrorToast,
  useLastPageFallback,
  useLocationFilterOn,
  useRememberedList,
  useSession,
  useStoreLocationList,
} from '@storedesk/shared';
import { ListPager, ListScreen, listEmptyText, usePageInAddress } from '@storedesk/shared/ui';
import { usePlans } from '../shared/api/list-plans';
import { useContracts } from './api/list-contracts';
import { ContractFilterModal } from './components/contract-filter-modal';
import { ContractTable } from './components/contract-table';
import { CONTRACT_LIST_TEXTS as T } from './contract-texts';
import {
  CONTRACT_PAGE_SIZE,
  EMPTY_CONTRACT_FILTER,
  countContractFilters,
  toContractListQuery,
} from './filter/contract-filter';
import { CONTRACT_FILTER_TAGS } from './filter/contract-filter-tags';
import { contractUrls } from './urls';

/**
 * /subscriptions: the store's customer contracts, 10 a page from page 1, with the filter kept in session storage
 * and counted on its button (spec 2 §2). The page lives in the address, so Back from a contract returns to it.
 */
export default function ContractsListContainer() {
  const store = useSession((state) => state.store);
  const pageInAddress = usePageInAddress();
  const { filter, page, setPage, query, openFilter, filterOpen, filterModal, resetFilter, filterTags } =
    useRememberedList({
      ...pageInAddress,
      storageKey: STORAGE_KEYS.subscriptionFilter,
      emptyFilter: EMPTY_CONTRACT_FILTER,
      toQuery: toContractListQuery,
      timeZone: store?.store_timezone,
    });
  const list = useContracts(query);
  useErrorToast(list.error, list.errorUpdatedAt);
  useLastPageFallback(page, list.data?.pages ?? 0, Boolean(list.data), setPage);
  // The filter's choices are fetched when it is first opened.
  const plans = usePlans(filterOpen);
  const byLocation = useLocationFilterOn();
  const locations = useStoreLocationList(byLocation && filterOpen);
  const filterCount = countContractFilters(filter);

  return (
    <ListScreen
      title={T.title}
      filterCount={filterCount}
      onOpenFilter={openFilter}
      create={{ permission: 'create_customer_subscription', to: contractUrls.create(), label: T.newContract }}
      tags={filterTags(CONTRACT_FILTER_TAGS)}
      pager={<ListPager reply={list.data} page={page} pageSize={CONTRACT_PAGE_SIZE} onChange={setPage} />}
      dialogs={
        <ContractFilterModal
          {...filterModal}
          plans={(plans.data?.data ?? []).map((p) => ({ value: p._id, label: p.subscription_name }))}
          locations={byLocation ? (locations.data ?? []) : null}
        />
      }
    >
      <ContractTable
        rows={list.data?.data ?? []}
        loading={list.isFetching}
        today={todayInZone(store?.store_timezone).format('YYYY-MM-DD')}
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
