import { Alert, Button, Descriptions, Modal, Skeleton, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  formatDate,
  formatMoney,
  formatTime,
  type AbandonedCartDetail,
  type CartLine,
} from '@storedesk/shared';
import { CARTS_TEXTS } from '../../abandoned-carts/abandoned-carts-texts';
import { channelLabel } from '../../abandoned-carts/components/cart-display';
import { CUSTOMER_DETAIL_TEXTS } from '../customer-detail-texts';

const D = CARTS_TEXTS.detail;
const T = CUSTOMER_DETAIL_TEXTS.cart;

export interface CustomerCartModalProps {
  open: boolean;
  customerName: string;
  cart: AbandonedCartDetail | undefined;
  loading: boolean;
  /** The server's words when the cart could not be loaded (a customer without a cart answers 404). */
  error: string | null;
  canDelete: boolean;
  deleting: boolean;
  timeZone?: string | null;
  currency?: string | null;
  onDelete: () => void;
  onClose: () => void;
}

/**
 * The customer's abandoned cart with a delete (spec 1 §2.6). The abandoned carts screen's CartDetailModal has no
 * place for a delete button, so this modal shows the same lines with that screen's texts and channel labels.
 */
export function CustomerCartModal({
  open,
  customerName,
  cart,
  loading,
  error,
  canDelete,
  deleting,
  timeZone,
  currency,
  onDelete,
  onClose,
}: CustomerCartModalProps) {
  const money = (value: number) => formatMoney(value, currency);
  const when = (iso: string) => `${formatDate(iso, timeZone)} ${formatTime(iso, timeZone)}`;
  const columns: ColumnsType<CartLine> = [
    {
      key: 'product',
      title: D.product,
      render: (_, line) => (line.variant_name ? `${line.name} (${line.variant_name})` : line.name),
    },
    { key: 'quantity', title: D.quantity, align: 'right', render: (_, line) => line.selected_quantity },
    { key: 'lineTotal', title: D.lineTotal, align: 'right', render: (_, line) => money(line.line_total) },
  ];
  const footer = [
    ...(canDelete && cart
      ? [
          <Button key="delete" danger loading={deleting} onClick={onDelete}>
            {T.delete}
          </Button>,
        ]
      : []),
    <Button key="close" onClick={onClose}>
      {D.close}
    </Button>,
  ];
  return (
    <Modal
      open={open}
      title={`${D.title}: ${customerName}`}
      width={680}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
    >
      {loading && <Skeleton active />}
      {!loading && error && <Alert type="info" title={error} showIcon />}
      {!loading && cart && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'channel', label: D.channel, children: channelLabel(cart.channel) },
              { key: 'updated', label: D.updated, children: when(cart.updatedAt) },
              { key: 'total', label: D.total, children: money(cart.total) },
            ]}
          />
          <Table<CartLine>
            rowKey={(line, index) => `${line.product_id ?? line.name}-${index}`}
            columns={columns}
            dataSource={cart.products}
            pagination={false}
            size="small"
            locale={{ emptyText: D.noLines }}
            style={{ marginTop: 16 }}
          />
        </>
      )}
    </Modal>
  );
}
