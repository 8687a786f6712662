import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Skeleton, Table } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import type { ColumnsType } from 'antd/es/table';
import {
  formatDate,
  formatMoney,
  formatTime,
  type AbandonedCartDetail,
  type CartLine,
} from '@storedesk/shared';
import { CART_DETAIL_TEXTS as D } from '../texts/cart-detail-texts';
import { channelLabel } from './cart-display';

export interface CartDetailModalProps {
  /** The customer whose cart is shown; null closes the modal. */
  customerName: string | null;
  cart: AbandonedCartDetail | undefined;
  loading: boolean;
  failed: boolean;
  /**
   * The server's words for a failed load, shown as a notice instead of the generic error (the customer detail
   * screen: a customer without a cart answers 404, which is no error there).
   */
  failedMessage?: string | null;
  timeZone?: string | null;
  currency?: string | null;
  onClose: () => void;
  /** More footer buttons, shown before Close (the customer detail screen's Delete Cart). */
  footer?: ReactNode;
}

/** The cart's lines (quantity, unit price, line total) and its money as last priced by the server. */
export function CartDetailModal({
  customerName,
  cart,
  loading,
  failed,
  failedMessage,
  timeZone,
  currency,
  onClose,
  footer,
}: CartDetailModalProps) {
  const money = (value: number) => formatMoney(value, currency);
  const when = (iso: string) => `${formatDate(iso, timeZone)} ${formatTime(iso, timeZone)}`;
  const columns: ColumnsType<CartLine> = [
    {
      key: 'product',
      title: D.product,
      render: (_, line) => (line.variant_name ? `${line.name} (${line.variant_name})` : line.name),
    },
    { key: 'quantity', title: D.quantity, align: 'right', render: (_, line) => line.selected_quantity },
    { key: 'price', title: D.price, align: 'right', render: (_, line) => money(line.selling_price) },
    { key: 'lineTotal', title: D.lineTotal, align: 'right', render: (_, line) => money(line.line_total) },
  ];
  return (
    <AppModal
      open={customerName !== null}
      title={customerName ? `${D.title}: ${customerName}` : D.title}
      width={760}
      onCancel={onClose}
      footer={
        <>
          {footer}
          <Button onClick={onClose}>{D.close}</Button>
        </>
      }
      destroyOnHidden
    >
      {loading && <Skeleton active />}
      {!loading &&
        failed &&
        (failedMessage ? (
          <Alert type="info" title={failedMessage} showIcon />
        ) : (
          <Alert type="error" title={D.failed} showIcon />
        ))}
      {!loading && cart && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'channel', label: D.channel, children: channelLabel(cart.channel) },
              { key: 'created', label: D.created, children: when(cart.createdAt) },
              { key: 'updated', label: D.updated, children: when(cart.updatedAt) },
            ]}
          />
          <Table<CartLine>
            rowKey={(line, index) =>
              `${line.product_id ?? line.name}-${line.selected_product_variant_id ?? ''}-${index}`
            }
            columns={columns}
            dataSource={cart.products}
            pagination={false}
            size="small"
            locale={{ emptyText: D.noLines }}
            scroll={{ x: 'max-content' }}
            style={{ margin: '16px 0' }}
          />
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'subTotal', label: D.subTotal, children: money(cart.sub_total) },
              // A discount shows only when one was given, like the booking screens.
              ...(cart.discount_value > 0
                ? [{ key: 'discount', label: D.discount, children: `- ${money(cart.discount_value)}` }]
                : []),
              { key: 'tax', label: D.tax, children: money(cart.tax) },
              { key: 'total', label: D.total, children: money(cart.total) },
            ]}
          />
        </>
      )}
    </AppModal>
  );
}
