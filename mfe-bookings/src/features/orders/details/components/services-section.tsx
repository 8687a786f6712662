import { useState } from 'react';
import { Button, Flex, InputNumber, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatMoney, type Order, type OrderLine } from '@storedesk/shared';
import { RowAction } from '@storedesk/shared/ui';
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

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

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
        <div style={{ overflowWrap: 'anywhere' }}>
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
        </div>
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
      render: (_, line) => <span style={NO_WRAP}>{formatMoney(line.selling_price, currency)}</span>,
    },
    {
      key: 'amount',
      title: T.lineTotal,
      align: 'right',
      render: (_, line) => (
        <span style={NO_WRAP}>{formatMoney(line.selling_price * line.selected_quantity, currency)}</span>
      ),
    },
    {
      key: 'remove',
      title: '',
      render: (_, line) => (
        <Flex vertical align="flex-start">
          {line.product_id && !line.is_custom && (
            <RowAction
              label={T.editFields}
              ariaLabel={`${T.editFields} ${line.name}`}
              disabled={disabled}
              loading={loadingFieldsOf === line._id}
              onClick={() => onEditFields(line)}
            />
          )}
          <RowAction
            label={T.remove}
            ariaLabel={`${T.remove} ${line.name}`}
            danger
            disabled={disabled || order.products.length < 2}
            onClick={() => onRemove(line._id)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Table<OrderLine>
      rowKey="_id"
      size="small"
      tableLayout="auto"
      columns={columns}
      dataSource={order.products}
      pagination={false}
    />
  );
}
