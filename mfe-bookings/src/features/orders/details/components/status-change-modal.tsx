import { Form, Input, Typography } from 'antd';
import type { StoreOrderStatus } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { COMPLETED_MASTER_SUFFIX } from '../order-lock';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** The master statuses whose ids end in 817 and 818 are Cancelled and Refunded (api/src/db/schema/settings.ts). */
export const CANCELLED_MASTER_SUFFIX = '817';
export const REFUNDED_MASTER_SUFFIX = '818';

export const isRefundStatus = (status: StoreOrderStatus) =>
  status.master_order_status_id.endsWith(REFUNDED_MASTER_SUFFIX);

/**
 * The statuses that ask first: completed (paid and locked for good), cancelled (with a reason) and refunded (says
 * the money went back; offered on paid bookings only, status-section.tsx).
 */
export function statusChangeKind(status: StoreOrderStatus): 'complete' | 'cancel' | 'refund' | null {
  if (status.master_order_status_id.endsWith(COMPLETED_MASTER_SUFFIX)) return 'complete';
  if (status.master_order_status_id.endsWith(CANCELLED_MASTER_SUFFIX)) return 'cancel';
  if (isRefundStatus(status)) return 'refund';
  return null;
}

const ASK = {
  complete: { title: T.completeTitle, ok: T.completeOk, content: T.completeContent },
  cancel: { title: T.cancelTitle, ok: T.cancelOk, content: T.cancelContent },
  refund: { title: T.refundTitle, ok: T.refundOk, content: T.refundContent },
};

/** Asks before a status change that cannot be taken back, saying what it does; cancelling needs a reason. */
export function StatusChangeModal({
  status,
  saving,
  onCancel,
  onConfirm,
}: {
  status: StoreOrderStatus | null;
  saving: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | null) => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const kind = status ? statusChangeKind(status) : null;
  return (
    <AppModal
      open={kind !== null}
      form={kind === 'cancel' ? form : undefined}
      title={kind && ASK[kind].title}
      okText={kind && ASK[kind].ok}
      cancelText={T.keepBooking}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => (kind === 'cancel' ? form.submit() : onConfirm(null))}
      destroyOnHidden
    >
      <Typography.Paragraph>{kind && ASK[kind].content}</Typography.Paragraph>
      {kind === 'cancel' && (
        <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onConfirm(v.reason.trim())}>
          <Form.Item
            name="reason"
            label={T.cancelReason}
            rules={[{ required: true, whitespace: true, message: T.cancelReasonRequired }]}
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      )}
    </AppModal>
  );
}
