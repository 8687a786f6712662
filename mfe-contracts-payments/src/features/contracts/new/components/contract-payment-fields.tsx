import { Col, Form, Row, Select, Switch } from 'antd';
import type { PaymentMethod } from '@storedesk/shared';
import { NEW_CONTRACT_TEXTS as T } from '../new-contract-texts';

export interface ContractPaymentFieldsProps {
  methods: PaymentMethod[];
  loading: boolean;
  /** The chosen method asks the customer to pay by payment request: unpaid, toggle off (spec 2 §4). */
  paidLocked: boolean;
}

/** How the contract is paid: the store's payment methods and the paid toggle. */
export function ContractPaymentFields({ methods, loading, paidLocked }: ContractPaymentFieldsProps) {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={16}>
        <Form.Item name="payment_method" label={T.paymentMethod}>
          <Select
            allowClear
            aria-label={T.paymentMethod}
            loading={loading}
            options={methods.map((m) => ({ value: m.code, label: m.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name="is_paid" label={T.paid} valuePropName="checked">
          <Switch aria-label={T.paid} disabled={paidLocked} />
        </Form.Item>
      </Col>
    </Row>
  );
}
