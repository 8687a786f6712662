import type { ReactNode } from 'react';
import type { Dayjs } from 'dayjs';
import { Button, Col, Flex, Form, Input, InputNumber, Row, Select, Switch, Typography } from 'antd';
import { StoreDatePicker } from '@storedesk/shared/ui';
import type { CountryEntry } from '../countries/country';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import type { CustomerFormValues } from '../form/customer-form-values';
import { CountrySelect } from './country-select';
import { CustomFieldsInput } from './custom-fields-input';

export interface CustomerFormProps {
  mode: 'create' | 'edit';
  initialValues: CustomerFormValues;
  /** Edit: whether the customer already has a password (shown next to the toggle). */
  hasPassword?: boolean;
  canEditPoints: boolean;
  /** Today in the store's time zone: a date of birth cannot be after it. */
  today: Dayjs;
  saving: boolean;
  /** The address list, shown between the profile fields and the buttons. */
  addresses: ReactNode;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
  /** Called when a field is changed (leaving then asks first). */
  onChanged?: () => void;
}

const PASSWORD_MIN = 6;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The customer's fields (spec 1 §3): name, date of birth, e-mail, country with its dialing code, phone, tags,
 * custom field rows, points (with their permission) and the password: optional on create, on edit only behind
 * the change-password toggle.
 */
export function CustomerForm({
  mode,
  initialValues,
  hasPassword,
  canEditPoints,
  today,
  saving,
  addresses,
  onSubmit,
  onCancel,
  onChanged,
}: CustomerFormProps) {
  const [form] = Form.useForm<CustomerFormValues>();
  const changePassword = Form.useWatch('change_password', form);
  const showPassword = mode === 'create' || changePassword === true;

  const pickCountry = (entry: CountryEntry | null) => {
    if (entry) form.setFieldValue('country_code', entry['International dialing']);
  };

  return (
    <>
      <Form<CustomerFormValues>
        // Named, so its field ids differ from the address modal's (both have first_name, country, ...).
        name="customer"
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => onChanged?.()}
        // Read the whole store: the password's value stays even while its field is hidden.
        onFinish={() => onSubmit(form.getFieldsValue(true))}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="first_name"
              label={T.fields.first_name}
              rules={[{ required: true, whitespace: true, message: T.firstNameRequired }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="last_name" label={T.fields.last_name}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dob" label={T.fields.dob}>
              <StoreDatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => day.isAfter(today, 'day')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={T.fields.email}
              rules={[{ pattern: EMAIL, message: T.invalidEmail }]}
            >
              <Input maxLength={254} inputMode="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="country" label={T.fields.country}>
              <CountrySelect onPick={pickCountry} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="country_code" label={T.fields.country_code}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item
              name="phone_no"
              label={T.fields.phone_no}
              rules={[{ pattern: /^\d*$/, message: T.phoneDigits }]}
            >
              <Input maxLength={20} inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customer_tags" label={T.fields.customer_tags}>
              <Select mode="tags" placeholder={T.tagsPlaceholder} tokenSeparators={[',']} />
            </Form.Item>
          </Col>
          {canEditPoints && (
            <Col xs={24} md={12}>
              <Form.Item
                name="points"
                label={T.fields.points}
                rules={[{ type: 'integer', min: 0, message: T.pointsWhole }]}
              >
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            {mode === 'edit' && (
              <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
                <Form.Item name="change_password" valuePropName="checked" noStyle>
                  <Switch aria-label={T.changePassword} />
                </Form.Item>
                <Typography.Text>{T.changePassword}</Typography.Text>
                <Typography.Text type="secondary">
                  {hasPassword ? T.passwordSet : T.passwordNotSet}
                </Typography.Text>
              </Flex>
            )}
            {showPassword && (
              <Form.Item
                name="password"
                label={T.fields.password}
                rules={[
                  { required: mode === 'edit', message: T.passwordRequired },
                  { min: PASSWORD_MIN, message: T.passwordShort },
                ]}
              >
                <Input.Password maxLength={128} autoComplete="new-password" />
              </Form.Item>
            )}
          </Col>
        </Row>
        <CustomFieldsInput />
      </Form>
      {/* Outside the form: the address modal's own form must not submit this one. */}
      <div style={{ marginTop: 24 }}>{addresses}</div>
      <Flex justify="flex-end" gap={8} style={{ marginTop: 24 }}>
        <Button onClick={onCancel}>{T.cancel}</Button>
        <Button type="primary" loading={saving} onClick={() => form.submit()}>
          {mode === 'create' ? T.create : T.update}
        </Button>
      </Flex>
    </>
  );
}
