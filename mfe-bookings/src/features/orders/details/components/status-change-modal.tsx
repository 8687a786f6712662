import { Form, Input, Typography } from 'antd';
import type { StoreOrderStatus } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { COMPLETED_MASTER_SUFFIX } from '../order-lock';
import { DETAILS_TEXTS as T } from '../order-details-texts';

/** The master status whose id ends in 817 is Cancelled (api/src/db/schema/settings.ts). */
export const CANCELLED_MASTER_SUFFIX = '817';

/** The statuses that ask first: completed (paid and locked for good) and cancelled (with a reason). */
export function statusChangeKind(status: StoreOrderStatus): 'complete' | 'cancel' | null {
  if (status.master_order_status_id.endsWith(COMPLETED_MASTER_SUFFIX)) return 'complete';
  if (status.master_order_status_id.endsWith(CANCELLED_MASTER_SUFFIX)) return 'cancel';
  return null;
}

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
      title={kind === 'cancel' ? T.cancelTitle : T.completeTitle}
      okText={kind === 'cancel' ? T.cancelOk : T.completeOk}
      cancelText={T.keepBooking}
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => (kind === 'cancel' ? form.submit() : onConfirm(null))}
      destroyOnHidden
    >
      <Typography.Paragraph>{kind === 'cancel' ? T.cancelContent : T.completeContent}</Typography.Paragraph>
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
