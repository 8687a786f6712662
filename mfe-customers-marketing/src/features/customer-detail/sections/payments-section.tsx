import { useState } from 'react';
import { useErrorToast, useSession } from '@storedesk/shared';
import { useCustomerPayments } from '../api/customer-payments';
import { CustomerPaymentsTable } from '../components/customer-payments-table';
import { PagedSection } from '../components/paged-section';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

/** The customer's payment requests, 10 a page from page 1. */
export function PaymentsSection({ customerId }: { customerId: string }) {
  const store = useSession((state) => state.store);
  const [page, setPage] = useState(1);
  const payments = useCustomerPayments(customerId, page);
  useErrorToast(payments.error, payments.errorUpdatedAt);
  return (
    <PagedSection
      title={CUSTOMER_DETAIL_TEXTS.payments.title}
      page={page}
      pages={payments.data?.pages ?? 0}
      total={payments.data?.total}
      onPageChange={setPage}
    >
      <CustomerPaymentsTable
        rows={payments.data?.data ?? []}
        loading={payments.isFetching}
        timeZone={store?.store_timezone}
        currency={store?.currency}
      />
    </PagedSection>
  );
}
