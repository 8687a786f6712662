import { useState } from 'react';
import { hasPermission, useSession } from '@storedesk/shared';
import { useOrder } from '../api/get-order';
import { useOrderPayments } from '../api/list-order-payments';
import { useOrderStatuses, useStoreLocations } from '../../shared/api/order-lookups';
import { useDeliverySlots, useDeliveryTypes, usePaymentMethods } from '../../shared/api/booking-lookups';

/**
 * What the booking details page reads: the booking, its payment requests (a page at a time, once the booking is
 * there and the role may list them) and the lookups its sections name things with. All asked together at the top,
 * so the lookups load beside the booking rather than after it.
 */
export function useOrderDetailsData(id: string) {
  const role = useSession((state) => state.employee?.employee_type);
  const query = useOrder(id);
  const statuses = useOrderStatuses();
  const [paymentsPage, setPaymentsPage] = useState(1);
  const payments = useOrderPayments(id, paymentsPage, query.isSuccess && hasPermission(role, 'list_payment'));
  const slotDays = useDeliverySlots();
  const deliveryTypes = useDeliveryTypes();
  const methods = usePaymentMethods();
  const locations = useStoreLocations(query.data?.data.store_location_id != null);
  return {
    query,
    statuses,
    payments,
    paymentsPage,
    setPaymentsPage,
    slotDays,
    deliveryTypes,
    methods,
    locations,
  };
}

export type OrderDetailsData = ReturnType<typeof useOrderDetailsData>;
