import { useState } from 'react';
import { todayInZone, toApiDate, useErrorToast, useSession } from '@storedesk/shared';
import { useCustomerContracts } from '../api/customer-contracts';
import { CustomerContractsTable } from '../components/customer-contracts-table';
import { PagedSection } from '../components/paged-section';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

/** The customer's contracts, 10 a page from page 1, with the displayed status of today in the store's zone. */
export function ContractsSection({ customerId }: { customerId: string }) {
  const store = useSession((state) => state.store);
  const [page, setPage] = useState(1);
  const contracts = useCustomerContracts(customerId, page);
  useErrorToast(contracts.error, contracts.errorUpdatedAt);
  return (
    <PagedSection
      title={CUSTOMER_DETAIL_TEXTS.contracts.title}
      page={page}
      pages={contracts.data?.pages ?? 0}
      total={contracts.data?.total}
      onPageChange={setPage}
    >
      <CustomerContractsTable
        rows={contracts.data?.data ?? []}
        loading={contracts.isFetching}
        today={toApiDate(todayInZone(store?.store_timezone))}
        currency={store?.currency}
      />
    </PagedSection>
  );
}
