import { useState } from 'react';
import { Button, InputNumber, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, type Order, type OrderLine } from '@storedesk/shared';
import { DETAILS_TEXTS as T } from '../order-details-texts';

export interface ServicesSectionProps {
  order: Order;
  currency?: string | null;
  disabled: boolean;
  saving: boolean;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Edit the request fields of a catalogue line (custom lines have no form). */
  onEditFields: (line: OrderLine) => void;
  /** The line whose form is loading. */
  loadingFieldsOf?: string | null;
}

function fieldValue(value: OrderLine['request_fields'][number]['value']): string {
  if (Array.isArray(value)) return value.join(', ');
  return value === null ? '' : String(value);
}

/**
 * The booked services: quantity edits, request-field edits and removal (a booking keeps at least one), with
 * their request fields.
 */
export function ServicesSection({
  order,
  currency,
  disabled,
  saving,
  onQuantity,
  onRemove,
  onEditFields,
  loadingFieldsOf,
}: ServicesSectionProps) {
  const [draft, setDraft] = useState<Record<string, number>>({});
  const columns: ColumnsType<OrderLine> = [
    {
      key: 'service',
      title: T.service,
      render: (_, line) => (
        <>
          {line.name}
          {line.variant_name ? ` (${line.variant_name})` : ''} {line.is_custom && <Tag>{T.custom}</Tag>}
          {line.request_fields.length > 0 && (
            <ul aria-label={`${T.requestFields} ${line.name}`}>
              {line.request_fields.map((field) => (
                <li key={field.name}>
                  {field.name}: {fieldValue(field.value)}
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
      render: (_, line) => {
        const value = draft[line._id] ?? line.selected_quantity;
        return (
          <Space.Compact>
            <InputNumber
              aria-label={`${T.quantity} ${line.name}`}
              min={1}
              max={10000}
              precision={0}
              value={value}
              disabled={disabled}
              onChange={(next) => setDraft((d) => ({ ...d, [line._id]: Number(next ?? 1) }))}
            />
            <Button
              aria-label={`${T.updateQuantity} ${line.name}`}
              disabled={disabled || value === line.selected_quantity}
              loading={saving}
              onClick={() => onQuantity(line._id, value)}
            >
              {T.updateQuantity}
            </Button>
          </Space.Compact>
        );
      },
    },
    {
      key: 'price',
      title: T.price,
      align: 'right',
      render: (_, line) => formatMoney(line.selling_price, currency),
    },
    {
      key: 'amount',
      title: T.lineTotal,
      align: 'right',
      render: (_, line) => formatMoney(line.selling_price * line.selected_quantity, currency),
    },
    {
      key: 'remove',
      title: '',
      render: (_, line) => (
        <Space>
          {line.product_id && !line.is_custom && (
            <Button
              size="small"
              aria-label={`${T.editFields} ${line.name}`}
              disabled={disabled}
              loading={loadingFieldsOf === line._id}
              onClick={() => onEditFields(line)}
            >
              {T.editFields}
            </Button>
          )}
          <Button
            danger
            size="small"
            aria-label={`${T.remove} ${line.name}`}
            disabled={disabled || order.products.length < 2}
            onClick={() => onRemove(line._id)}
          >
            {T.remove}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Table<OrderLine>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={order.products}
      pagination={false}
    />
  );
}
