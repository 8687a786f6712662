import { Form, Input, InputNumber } from 'antd';
import { useSubmit } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { CART_MAX_QUANTITY, type CustomServiceValues } from '../picked-service';
import { SERVICE_PICKER_TEXTS as T } from '../service-picker-texts';

export interface CustomServiceModalProps {
  open: boolean;
  /** Until its promise answers (when it returns one), Add is busy and sends nothing more. */
  onSubmit: (values: CustomServiceValues) => unknown;
  onCancel: () => void;
  saving?: boolean;
  currency?: string | null;
}

/** A service that is not in the catalogue: staff type its name, unit price (0 or more) and quantity. */
export function CustomServiceModal({ open, onSubmit, onCancel, saving, currency }: CustomServiceModalProps) {
  const [form] = Form.useForm<CustomServiceValues>();
  const submit = useSubmit(async (values: CustomServiceValues) => onSubmit(values), {
    afterSuccess: 'leave',
    opening: open,
  });
  return (
    <AppModal
      open={open}
      form={form}
      title={T.customService}
      okText={T.add}
      cancelText={T.cancel}
      confirmLoading={saving || submit.busy}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<CustomServiceValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ quantity: 1 }}
        onFinish={(values) => void submit.run(values)}
      >
        <Form.Item
          name="name"
          label={T.customName}
          rules={[{ required: true, whitespace: true, message: T.customNameRequired }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="price"
          label={T.customPrice}
          rules={[{ required: true, type: 'number', min: 0, message: T.customPriceRequired }]}
        >
          <InputNumber
            min={0}
            max={1e9}
            precision={2}
            prefix={currency ?? undefined}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={T.quantity}
          rules={[{ required: true, message: T.quantityRequired }]}
        >
          <InputNumber min={1} max={CART_MAX_QUANTITY} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </AppModal>
  );
}
