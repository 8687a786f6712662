import { Descriptions } from 'antd';
import { formatMoney, type Cart } from '@storedesk/shared';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

export interface TotalsCardProps {
  cart: Cart | null;
  currency?: string | null;
}

/** The server's totals of the cart; a discount that broke a limit shows '---' (spec 2 §5). */
export function TotalsCard({ cart, currency }: TotalsCardProps) {
  const money = (value: number | undefined) => formatMoney(value ?? 0, currency);
  const discount = cart && !cart.discount_applied ? T.notApplied : money(cart?.discount_value);
  return (
    <Descriptions
      title={T.summary}
      column={1}
      size="small"
      bordered
      items={[
        { key: 'sub', label: T.subTotal, children: money(cart?.sub_total) },
        {
          key: 'discount',
          label: T.discount,
          children: <span data-testid="discount-total">{discount}</span>,
        },
        { key: 'points', label: T.pointsDiscount, children: money(cart?.discount_by_points) },
        { key: 'tax', label: T.tax, children: money(cart?.tax) },
        { key: 'delivery', label: T.deliveryCost, children: money(cart?.delivery_data.delivery_cost) },
        {
          key: 'total',
          label: T.total,
          children: <strong data-testid="cart-total">{money(cart?.total)}</strong>,
        },
      ]}
    />
  );
}
