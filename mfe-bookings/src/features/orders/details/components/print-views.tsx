import { formatMoney, type Order, type OrderTotals } from '@storedesk/shared';
import { customerName, formatDateTime } from '../../components/order-display';
import { formatAddress } from './address-section';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** Paper versions of the booking: the invoice and the address label. Plain HTML for the print stylesheet. */
export function InvoicePrint({
  order,
  totals,
  timeZone,
  currency,
}: {
  order: Order;
  totals: OrderTotals | undefined;
  timeZone?: string | null;
  currency?: string | null;
}) {
  const money = (v: number) => formatMoney(v, currency);
  return (
    <div>
      <p>
        {customerName(order.customer)} · {formatDateTime(order.createdAt, timeZone)}
      </p>
      <table>
        <thead>
          <tr>
            <th>{T.service}</th>
            <th>{T.quantity}</th>
            <th>{T.price}</th>
            <th>{T.lineTotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line) => (
            <tr key={line._id}>
              <td>{line.name}</td>
              <td>{line.selected_quantity}</td>
              <td>{money(line.selling_price)}</td>
              <td>{money(line.selling_price * line.selected_quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {T.subTotal}: {money(totals?.sub_total ?? order.sub_total)}
      </p>
      {(totals?.taxes ?? []).map((tax) => (
        <p key={tax.name}>
          {tax.name}: {money(tax.amount)}
        </p>
      ))}
      <p>
        {T.tax}: {money(totals?.tax ?? order.tax)}
      </p>
      <p>
        {T.discount}: {money(totals?.discount_value ?? order.discount_value)}
      </p>
      <p>
        <strong>
          {T.total}: {money(totals?.total ?? order.total)}
        </strong>
      </p>
    </div>
  );
}

export function AddressPrint({ order }: { order: Order }) {
  return (
    <div style={{ fontSize: 16 }}>
      {formatAddress(order.shipping_address).map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}
