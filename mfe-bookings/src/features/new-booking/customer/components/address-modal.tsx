import { useEffect, useRef, useState } from 'react';
import { Button, Col, Form, Input, Modal, Row } from 'antd';
import { MapPicker, type MapAddressParts } from '@storedesk/shared/ui';
import { ADDRESS_FIELDS, type AddressForm } from '../address-mapping';
import { CUSTOMER_TEXTS as T } from '../customer-texts';

/** The map picker opens 200 ms after the click (spec 2 §9), once the address modal has settled. */
export const MAP_OPEN_DELAY_MS = 200;

export interface AddressModalProps {
  open: boolean;
  title: string;
  initial: AddressForm;
  saving: boolean;
  onCancel: () => void;
  onSave: (form: AddressForm) => void;
}

/** Add or edit one saved address; the map fills street, city, state, zip and country and keeps the point. */
export function AddressModal({ open, title, initial, saving, onCancel, onSave }: AddressModalProps) {
  const [form] = Form.useForm<AddressForm>();
  const [mapOpen, setMapOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const openMap = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMapOpen(true), MAP_OPEN_DELAY_MS);
  };
  const usePoint = (parts: MapAddressParts) => {
    const { latitude, longitude, ...text } = parts;
    // A part the geocoder does not know leaves what the user typed.
    const known = Object.fromEntries(Object.entries(text).filter(([, value]) => value !== ''));
    form.setFieldsValue({ ...known, latitude, longitude });
    setMapOpen(false);
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={T.save}
      cancelText={T.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
    >
      <Form<AddressForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        // Hidden point fields are not in onFinish's values when untouched, so read the whole store.
        onFinish={() => onSave(form.getFieldsValue(true))}
      >
        <Button onClick={openMap} style={{ marginBottom: 16 }}>
          {T.pickOnMap}
        </Button>
        <Row gutter={12}>
          {ADDRESS_FIELDS.map((field) => (
            <Col key={field} xs={24} sm={12}>
              <Form.Item name={field} label={T.addressFields[field]}>
                <Input maxLength={field === 'street' ? 300 : 100} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Form.Item name="latitude" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="longitude" hidden>
          <Input />
        </Form.Item>
      </Form>
      <MapPicker
        open={mapOpen}
        onClose={() => setMapOpen(false)}
        onPick={usePoint}
        initial={pointOf(initial)}
      />
    </Modal>
  );
}

const pointOf = (form: AddressForm) =>
  typeof form.latitude === 'number' && typeof form.longitude === 'number'
    ? { latitude: form.latitude, longitude: form.longitude }
    : null;
