import { Button, InputNumber, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, type CartLine } from '@storedesk/shared';
import { NEW_BOOKING_TEXTS as T } from '../new-booking-texts';

export interface CartLinesTableProps {
  lines: CartLine[];
  currency?: string | null;
  busy: boolean;
  onQuantity: (index: number, quantity: number) => void;
  onRemove: (index: number) => void;
}

const fieldText = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** The cart's services as the server priced them, with quantity and removal. */
export function CartLinesTable({ lines, currency, busy, onQuantity, onRemove }: CartLinesTableProps) {
  const columns: ColumnsType<CartLine & { index: number }> = [
    {
      key: 'service',
      title: T.service,
      render: (_, line) => (
        <>
          {line.name}
          {line.variant_name ? ` (${line.variant_name})` : ''} {line.is_custom && <Tag>{T.custom}</Tag>}
          {line.request_fields.length > 0 && (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {line.request_fields.map((field) => (
                <li key={field.name}>
                  {field.name}: {fieldText(field.value)}
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      key: 'quantity',
      title: T.quantity,
      width: 120,
      render: (_, line) => (
        <InputNumber
          aria-label={`${T.quantity} ${line.name}`}
          min={1}
          max={1000}
          precision={0}
          value={line.selected_quantity}
          disabled={busy}
          onChange={(next) => next && next !== line.selected_quantity && onQuantity(line.index, Number(next))}
        />
      ),
    },
    { key: 'price', title: T.price, render: (_, line) => formatMoney(line.selling_price, currency) },
    { key: 'total', title: T.lineTotal, render: (_, line) => formatMoney(line.line_total, currency) },
    {
      key: 'remove',
      title: '',
      render: (_, line) => (
        <Button danger type="link" disabled={busy} onClick={() => onRemove(line.index)}>
          {T.remove}
        </Button>
      ),
    },
  ];
  return (
    <Table
      rowKey="index"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, index) => ({ ...line, index }))}
      locale={{ emptyText: T.noServices }}
    />
  );
}
