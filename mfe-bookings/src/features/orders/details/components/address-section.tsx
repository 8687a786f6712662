import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import {
  ADDRESS_PART_MAX_LENGTH,
  ADDRESS_TEXT_PARTS,
  addressLines,
  useSubmit,
  type Order,
  type OrderAddress,
} from '@storedesk/shared';
import { ADDRESS_PART_LABELS, AppModal } from '@storedesk/shared/ui';
import { DETAILS_TEXTS as T } from '../order-details-texts';

const REQUIRED = new Set(['first_name', 'street', 'city', 'zip_code']);

/** The shipping address and its edit modal. */
export function AddressSection({
  order,
  disabled,
  saving,
  onSave,
}: {
  order: Order;
  disabled: boolean;
  saving: boolean;
  onSave: (address: OrderAddress) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<OrderAddress>();
  const save = useSubmit(onSave, { afterSuccess: 'leave', opening: open, onSuccess: () => setOpen(false) });
  const lines = addressLines(order.shipping_address);
  return (
    <div>
      {lines.length ? (
        <address aria-label={T.address}>
          {lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
        </address>
      ) : (
        <span>{T.noAddress}</span>
      )}
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {T.editAddress}
      </Button>
      <AppModal
        open={open}
        form={form}
        title={T.editAddress}
        onCancel={() => setOpen(false)}
        okText={T.save}
        confirmLoading={saving || save.busy}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<OrderAddress>
          form={form}
          layout="vertical"
          initialValues={{ ...order.shipping_address }}
          onFinish={(values) => {
            const address = { ...order.shipping_address, ...values } as OrderAddress;
            void save.run(address);
          }}
        >
          {ADDRESS_TEXT_PARTS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={ADDRESS_PART_LABELS[name]}
              rules={[{ required: REQUIRED.has(name) }]}
            >
              <Input maxLength={ADDRESS_PART_MAX_LENGTH[name]} />
            </Form.Item>
          ))}
        </Form>
      </AppModal>
    </div>
  );
}
