import { AutoComplete, Col, Form, Input, InputNumber } from 'antd';
import type { StoreLocation } from '@storedesk/shared';
import { addressTextFields } from '@storedesk/shared/ui';
import { CONTRACT_ADDRESS_TEXTS as T } from '../address-sync-texts';

/** The pincodes of the store location named like `city` (case and spaces ignored), or none. */
export function pincodesOf(locations: StoreLocation[], city: string | undefined): string[] {
  const name = (city ?? '').trim().toLowerCase();
  const location = locations.find((l) => l.name.trim().toLowerCase() === name);
  return location?.serving_locations.map((s) => s.pincode) ?? [];
}

/** The parts read after city and zip, as the kit's address grid shows them. */
const AFTER_ZIP = addressTextFields<Record<string, unknown>>(['state', 'country', 'phone_no']);

/**
 * City and zip of the shipping address, the parts after them, and its map point (spec 2 §5): choosing a city among the store's
 * locations fills the zip list from that location's pincodes and picks the zip when there is only one. Both stay
 * free text, since a contract may be served outside the listed locations.
 */
export function CityZipFields({ locations }: { locations: StoreLocation[] }) {
  const form = Form.useFormInstance();
  const city = Form.useWatch<string | undefined>('city', form);
  const pincodes = pincodesOf(locations, city);

  const chooseCity = (name: string) => {
    const choices = pincodesOf(locations, name);
    const zip = form.getFieldValue('zip_code') as string | undefined;
    if (choices.length === 1) form.setFieldValue('zip_code', choices[0]);
    // A zip of another location would not match the chosen city.
    else if (choices.length > 1 && !choices.includes(zip ?? '')) form.setFieldValue('zip_code', undefined);
  };

  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="city" label={T.city} rules={[{ required: true, message: T.required(T.city) }]}>
          <AutoComplete
            aria-label={T.city}
            placeholder={T.cityHint}
            options={locations.map((l) => ({ value: l.name }))}
            filterOption={(input, option) =>
              String(option?.value ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            onSelect={chooseCity}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="zip_code" label={T.zip} rules={[{ required: true, message: T.required(T.zip) }]}>
          <AutoComplete
            aria-label={T.zip}
            placeholder={T.zipHint}
            options={pincodes.map((p) => ({ value: p }))}
            maxLength={20}
          />
        </Form.Item>
      </Col>
      {AFTER_ZIP.map((field) => (
        <Col key={field.name} xs={24} sm={12}>
          <Form.Item name={field.name} label={field.label}>
            <Input maxLength={field.maxLength} />
          </Form.Item>
        </Col>
      ))}
      <Col xs={12} sm={6}>
        <Form.Item name="latitude" label={T.latitude}>
          <InputNumber aria-label={T.latitude} min={-90} max={90} precision={6} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={12} sm={6}>
        <Form.Item name="longitude" label={T.longitude}>
          <InputNumber
            aria-label={T.longitude}
            min={-180}
            max={180}
            precision={6}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
    </>
  );
}
