import { Form, Input, InputNumber, Modal } from 'antd';
import { CART_MAX_QUANTITY, type CustomServiceValues } from '../picked-service';
import { SERVICE_PICKER_TEXTS as T } from '../service-picker-texts';

export interface CustomServiceModalProps {
  open: boolean;
  onSubmit: (values: CustomServiceValues) => void;
  onCancel: () => void;
  saving?: boolean;
  currency?: string | null;
}

/** A service that is not in the catalogue: staff type its name, unit price (0 or more) and quantity. */
export function CustomServiceModal({ open, onSubmit, onCancel, saving, currency }: CustomServiceModalProps) {
  const [form] = Form.useForm<CustomServiceValues>();
  return (
    <Modal
      open={open}
      title={T.customService}
      okText={T.add}
      cancelText={T.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<CustomServiceValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ quantity: 1 }}
        onFinish={onSubmit}
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
    </Modal>
  );
}
