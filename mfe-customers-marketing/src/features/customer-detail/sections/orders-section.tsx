import { useState } from 'react';
import { useErrorToast, useSession } from '@storedesk/shared';
import { useCustomerOrders } from '../api/customer-orders';
import { CustomerOrdersTable } from '../components/customer-orders-table';
import { PagedSection } from '../components/paged-section';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

/** The customer's bookings, 10 a page from page 1. */
export function OrdersSection({ customerId }: { customerId: string }) {
  const store = useSession((state) => state.store);
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(customerId, page);
  useErrorToast(orders.error, orders.errorUpdatedAt);
  return (
    <PagedSection
      title={CUSTOMER_DETAIL_TEXTS.orders.title}
      page={page}
      pages={orders.data?.pages ?? 0}
      total={orders.data?.total}
      onPageChange={setPage}
    >
      <CustomerOrdersTable
        rows={orders.data?.data ?? []}
        loading={orders.isFetching}
        timeZone={store?.store_timezone}
        currency={store?.currency}
      />
    </PagedSection>
  );
}
