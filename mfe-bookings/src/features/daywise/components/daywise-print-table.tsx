import { formatMoney, type DaywiseRow } from '@storedesk/shared';
import { formatSlot } from '../../shared/components/order-display';
import { DAYWISE_TEXTS as T } from '../daywise-texts';

/** Plain HTML rows for paper: no virtualisation, no antd, every loaded row of the chosen slot. */
export function DaywisePrintTable({ rows, currency }: { rows: DaywiseRow[]; currency?: string | null }) {
  return (
    <table>
      <thead>
        <tr>
          <th>{T.columns.number}</th>
          <th>{T.columns.customer}</th>
          <th>{T.columns.phone}</th>
          <th>{T.columns.address}</th>
          <th>{T.columns.slot}</th>
          <th>{T.columns.services}</th>
          <th>{T.columns.notes}</th>
          <th>{T.columns.status}</th>
          <th>{T.columns.total}</th>
          <th>{T.columns.paid}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <td>{row.order_number}</td>
            <td>{row.customer_name}</td>
            <td>{row.phone_no ?? ''}</td>
            <td>{row.address}</td>
            <td>{formatSlot(row.start_time, row.end_time)}</td>
            <td>{row.services}</td>
            <td>{row.notes}</td>
            <td>{row.status_name}</td>
            <td>{formatMoney(row.total, currency)}</td>
            <td>{row.is_paid ? T.paid : T.notPaid}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
