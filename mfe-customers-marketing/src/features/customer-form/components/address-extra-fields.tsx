import { useEffect } from 'react';
import { Checkbox, Col, Form, Input, InputNumber } from 'antd';
import { countryByCode, type CountryEntry } from '../countries/country';
import { useCountries } from '../countries/use-countries';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import type { AddressFormValues } from '../form/address-form-values';
import { CountrySelect } from './country-select';

export interface AddressExtraFieldsProps {
  /** The address the modal opened with. */
  initial: AddressFormValues;
}

/**
 * The customer address fields after the typed ones (spec 1 §3): the country, searched from 1 character, fills
 * its ISO code and dialing code; then the phone, the point (shown, so it can be typed) and the default flag.
 * Rendered inside the shared address modal's form, as its grid columns.
 */
export function AddressExtraFields({ initial }: AddressExtraFieldsProps) {
  const form = Form.useFormInstance<AddressFormValues>();
  // A saved address keeps its ISO code only; its dialing code is looked up in the country list.
  const needDialing = Boolean(initial.country_code) && !initial.phone_dialing_code;
  const countries = useCountries(needDialing);
  useEffect(() => {
    if (!needDialing || form.getFieldValue('phone_dialing_code')) return;
    const entry = countryByCode(countries.data, initial.country_code);
    if (entry) form.setFieldValue('phone_dialing_code', entry['International dialing']);
  }, [needDialing, countries.data, initial.country_code, form]);

  const pickCountry = (entry: CountryEntry | null) => {
    if (!entry) return;
    form.setFieldsValue({
      country_code: entry['Country code'],
      phone_dialing_code: entry['International dialing'],
    });
  };

  return (
    <>
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
    </>
  );
}
