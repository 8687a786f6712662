import { Col, Form, Input, Row } from 'antd';
import { AppModal } from '@storedesk/shared/ui';
import { CUSTOMER_TEXTS as T } from '../customer-texts';
import type { NewCustomerForm } from '../new-customer-check';

export interface NewCustomerModalProps {
  open: boolean;
  /** The store's dialing code, e.g. '+91'. */
  defaultCountryCode: string;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (form: NewCustomerForm) => void;
}

/** The new booking's inline new customer: name, e-mail and phone (checks are the caller's, spec 2 §5). */
export function NewCustomerModal({
  open,
  defaultCountryCode,
  saving,
  onCancel,
  onSubmit,
}: NewCustomerModalProps) {
  const [form] = Form.useForm<NewCustomerForm>();
  return (
    <AppModal
      open={open}
      form={form}
      title={T.createTitle}
      okText={T.create}
      cancelText={T.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<NewCustomerForm>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ country_code: defaultCountryCode }}
        onFinish={onSubmit}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="first_name"
              label={T.firstName}
              rules={[{ required: true, whitespace: true, message: T.firstNameRequired }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="last_name" label={T.lastName}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="email" label={T.email}>
          <Input type="email" maxLength={254} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item name="country_code" label={T.countryCode}>
              <Input maxLength={8} />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item name="phone_no" label={T.phoneNumber}>
              <Input inputMode="numeric" maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </AppModal>
  );
}
