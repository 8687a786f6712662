import { useEffect, useRef, useState } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Modal, Row } from 'antd';
import { MapPicker, type MapAddressParts } from '@storedesk/shared/ui';
import { countryByCode, type CountryEntry } from '../countries/country';
import { useCountries } from '../countries/use-countries';
import { CUSTOMER_FORM_TEXTS as T } from '../customer-form-texts';
import type { AddressFormValues, AddressTextField } from '../form/address-form-values';
import { CountrySelect } from './country-select';

/** The map picker opens 200 ms after the click (spec 1 §9), once the address modal has settled. */
export const MAP_OPEN_DELAY_MS = 200;

export interface AddressModalProps {
  open: boolean;
  title: string;
  initial: AddressFormValues;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: AddressFormValues) => void;
}

const TYPED_FIELDS: { name: AddressTextField; max: number; span: number }[] = [
  { name: 'first_name', max: 100, span: 12 },
  { name: 'last_name', max: 100, span: 12 },
  { name: 'street', max: 300, span: 24 },
  { name: 'locality', max: 200, span: 12 },
  { name: 'landmark', max: 200, span: 12 },
  { name: 'city', max: 100, span: 12 },
  { name: 'state', max: 100, span: 12 },
  { name: 'zip_code', max: 20, span: 12 },
];

const pointOf = (values: AddressFormValues) =>
  typeof values.latitude === 'number' && typeof values.longitude === 'number'
    ? { latitude: values.latitude, longitude: values.longitude }
    : null;

/**
 * Add or edit one address with every field of spec 1 §3. The country is searched (from 1 character) and fills
 * its ISO code and dialing code; the map fills street, city, state, zip, country and the point. Without a maps
 * key the picker says 'Error in loading maps' and the address is typed by hand.
 */
export function AddressModal({ open, title, initial, saving, onCancel, onSave }: AddressModalProps) {
  const [form] = Form.useForm<AddressFormValues>();
  const [mapOpen, setMapOpen] = useState(false);
  // A saved address keeps its ISO code only; its dialing code is looked up in the country list.
  const needDialing = open && Boolean(initial.country_code) && !initial.phone_dialing_code;
  const countries = useCountries(needDialing);
  useEffect(() => {
    if (!needDialing || form.getFieldValue('phone_dialing_code')) return;
    const entry = countryByCode(countries.data, initial.country_code);
    if (entry) form.setFieldValue('phone_dialing_code', entry['International dialing']);
  }, [needDialing, countries.data, initial.country_code, form]);
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
  const pickCountry = (entry: CountryEntry | null) => {
    if (!entry) return;
    form.setFieldsValue({
      country_code: entry['Country code'],
      phone_dialing_code: entry['International dialing'],
    });
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
      width={720}
      destroyOnHidden
    >
      <Form<AddressFormValues>
        name="address"
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={initial}
        onFinish={() => onSave(form.getFieldsValue(true))}
      >
        <Button onClick={openMap} style={{ marginBottom: 16 }}>
          {T.pickOnMap}
        </Button>
        <Row gutter={12}>
          {TYPED_FIELDS.map((field) => (
            <Col key={field.name} xs={24} sm={field.span}>
              <Form.Item name={field.name} label={T.addressFields[field.name]}>
                <Input maxLength={field.max} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item name="country" label={T.addressFields.country}>
              <CountrySelect onPick={pickCountry} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="country_code" label={T.addressFields.country_code}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="phone_dialing_code" label={T.addressFields.phone_dialing_code}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="phone_no"
              label={T.addressFields.phone_no}
              rules={[{ pattern: /^\d*$/, message: T.phoneDigits }]}
            >
              <Input maxLength={20} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="latitude" label={T.addressFields.latitude}>
              <InputNumber min={-90} max={90} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Item name="longitude" label={T.addressFields.longitude}>
              <InputNumber min={-180} max={180} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="is_default" valuePropName="checked">
              <Checkbox>{T.addressFields.is_default}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
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
