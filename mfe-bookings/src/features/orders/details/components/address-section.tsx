import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useSubmit, type Order, type OrderAddress } from '@storedesk/shared';
import { AppModal } from '@storedesk/shared/ui';
import { DETAILS_TEXTS as T } from '../order-details-texts';

const FIELDS = [
  'first_name',
  'last_name',
  'street',
  'locality',
  'landmark',
  'city',
  'state',
  'zip_code',
  'country',
  'phone_no',
] as const;
const REQUIRED = new Set(['first_name', 'street', 'city', 'zip_code']);

export function formatAddress(address: OrderAddress | null): string[] {
  if (!address) return [];
  return [
    `${address.first_name} ${address.last_name}`.trim(),
    address.street,
    address.locality,
    address.landmark,
    [address.city, address.state, address.zip_code].filter(Boolean).join(', '),
    address.country,
    address.phone_no,
  ].filter((line): line is string => Boolean(line));
}

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
  const lines = formatAddress(order.shipping_address);
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
          {FIELDS.map((name) => (
            <Form.Item
              key={name}
              name={name}
              label={T.addressFields[name]}
              rules={[{ required: REQUIRED.has(name) }]}
            >
              <Input />
            </Form.Item>
          ))}
        </Form>
      </AppModal>
    </div>
  );
}
