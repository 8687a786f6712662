import { useEffect } from 'react';
import { Form, InputNumber } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import { CUSTOMERS_TEXTS as T } from '../customers-texts';

export interface PointsModalProps {
  /** The customer whose points are edited; null closes the modal. */
  customer: { name: string; points: number; version: number } | null;
  saving: boolean;
  onSave: (points: number) => void;
  onClose: () => void;
}

const P = T.points;

/** The list's points modal: one whole number of 0 or more (the spec leaves the rules open; the API agrees). */
export function PointsModal({ customer, saving, onSave, onClose }: PointsModalProps) {
  const [form] = Form.useForm<{ points: number | null }>();
  const version = customer?.version;
  const latestPoints = customer?.points;
  // A reload after a stale save hands the open modal a newer row: start it again from the latest balance.
  useEffect(() => {
    if (version !== undefined) form.setFieldsValue({ points: latestPoints });
  }, [form, version, latestPoints]);
  return (
    <AppModal
      open={customer !== null}
      form={form}
      title={customer ? `${P.title}: ${customer.name}` : P.title}
      okText={P.save}
      cancelText={P.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Mounted fresh on every open (destroyOnHidden) and preserve={false}, so it starts from this customer. */}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ points: customer?.points }}
        onFinish={({ points }) => onSave(points as number)}
      >
        <Form.Item
          name="points"
          label={P.label}
          rules={[
            { required: true, message: P.required },
            { type: 'integer', min: 0, message: P.whole },
          ]}
        >
          <InputNumber style={{ width: '100%' }} aria-label={P.label} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
