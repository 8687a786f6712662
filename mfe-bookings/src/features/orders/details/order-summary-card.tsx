import { useMemo, useState } from 'react';
import { todayInZone, useSession, useSubmit, type Order, type OrderTotals } from '@storedesk/shared';
import { useOrderWrite } from '../api/update-order';
import { SummaryEditModal, type SummaryEdit } from './components/summary-edit-modal';
import { SummarySection } from './components/summary-section';
import { DETAILS_TEXTS as T } from './order-details-texts';
import { saveOrderSummary } from './save-order-summary';
import type { OrderDetailsData } from './use-order-details-data';

export interface OrderSummaryCardProps {
  order: Order;
  totals: OrderTotals;
  lookups: Pick<OrderDetailsData, 'slotDays' | 'deliveryTypes' | 'methods' | 'locations'>;
  /** The role may reschedule (update_order_date) and the booking is not locked. */
  canDate: boolean;
  /** The role may change the payment (update_order_payment_status) and the booking is not locked. */
  canPayment: boolean;
}

/** The booking's summary, and its edit (schedule and payment) for a role that may change either. */
export function OrderSummaryCard({ order, totals, lookups, canDate, canPayment }: OrderSummaryCardProps) {
  const store = useSession((state) => state.store);
  const { slotDays, deliveryTypes, methods, locations } = lookups;
  const today = useMemo(() => todayInZone(store?.store_timezone), [store?.store_timezone]);
  const [open, setOpen] = useState(false);
  const summary = useOrderWrite(order._id, (edit: SummaryEdit) => saveOrderSummary(order, edit), {
    success: T.summaryUpdated,
    error: T.summaryError,
  });
  // One save per opening: a double click on Save sends once (issue 21).
  const save = useSubmit((edit: SummaryEdit) => summary.mutateAsync(edit), {
    afterSuccess: 'leave',
    opening: open,
    onSuccess: () => setOpen(false),
  });
  return (
    <>
      <SummarySection
        order={order}
        totals={totals}
        timeZone={store?.store_timezone}
        currency={store?.currency}
        deliveryModeName={(code) => deliveryTypes.data?.find((t) => t.type === code)?.name ?? code}
        paymentMethodName={(code) => methods.data?.find((m) => m.code === code)?.name ?? code}
        locationName={
          order.store_location_id
            ? (locations.data?.find((l) => l._id === order.store_location_id)?.name ?? null)
            : null
        }
        onEdit={canDate || canPayment ? () => setOpen(true) : undefined}
      />
      <SummaryEditModal
        key={`summary-${order.version}-${open}`}
        order={order}
        open={open}
        today={today}
        canDate={canDate}
        canPayment={canPayment}
        slotDays={slotDays.data ?? []}
        deliveryTypes={deliveryTypes.data ?? []}
        methods={methods.data ?? []}
        saving={save.busy}
        onCancel={() => setOpen(false)}
        onSave={(edit) => void save.run(edit)}
      />
    </>
  );
}
