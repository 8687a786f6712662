import { Button, Card, Col, Divider, Flex, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
// One file per icon: the '@ant-design/icons' barrel is a shared singleton and would bring every icon.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { FormInstance } from 'antd';
import { NAME_LENGTHS, PLAN_MONEY_MAX, type BillingPeriod } from '@storedesk/shared';
import { newBillingPeriod, newService, type PlanFormValues } from '../form/plan-form-values';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { IconField } from './icon-field';
import { ServiceFields } from './service-fields';

const F = T.form;

export interface VariantCardProps {
  form: FormInstance<PlanFormValues>;
  name: number;
  index: number;
  periods: BillingPeriod[];
  canRemove: boolean;
  onRemove: () => void;
}

const money = { min: 0, max: PLAN_MONEY_MAX, precision: 2, style: { width: '100%' } } as const;

/** One variant: name, price, icon, active, its billing periods and the services it covers. */
export function VariantCard({ form, name, index, periods, canRemove, onRemove }: VariantCardProps) {
  const title = F.variant(index + 1);
  return (
    <Card
      size="small"
      title={title}
      role="group"
      aria-label={title}
      style={{ marginBottom: 16 }}
      extra={
        canRemove && (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={onRemove}
            aria-label={`${F.removeVariant} ${index + 1}`}
          >
            {F.removeVariant}
          </Button>
        )
      }
    >
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item
            name={[name, 'name']}
            label={F.variantName}
            rules={[{ required: true, whitespace: true, message: F.variantNameMissing }]}
          >
            <Input aria-label={F.variantName} maxLength={NAME_LENGTHS.planVariantName} showCount />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[name, 'price']}
            label={F.price}
            rules={[{ required: true, message: F.priceMissing }]}
          >
            <InputNumber aria-label={F.price} {...money} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[name, 'is_active']} label={F.variantActive} valuePropName="checked">
            <Switch aria-label={F.variantActive} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={[name, 'icon']} label={F.variantIcon}>
        <IconField label={F.variantIcon} />
      </Form.Item>

      <Divider titlePlacement="start" plain>
        {F.billingPeriods}
      </Divider>
      <Form.List name={[name, 'billing_period']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row key={row.key} gutter={12} align="top">
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[row.name, 'billing_period_id']}
                    label={F.billingPeriod}
                    rules={[{ required: true, message: F.billingPeriodMissing }]}
                  >
                    <Select
                      aria-label={F.billingPeriod}
                      options={periods.map((p) => ({ value: p._id, label: p.name }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[row.name, 'price']}
                    label={F.periodPrice}
                    rules={[{ required: true, message: F.priceMissing }]}
                  >
                    <InputNumber aria-label={F.periodPrice} {...money} />
                  </Form.Item>
                </Col>
                <Col xs={10} md={8}>
                  <Form.Item name={[row.name, 'applicable_to_quantity']} label={F.applicableToQuantity}>
                    <InputNumber
                      aria-label={F.applicableToQuantity}
                      min={0}
                      max={100000}
                      precision={0}
                      style={{ width: '100%' }}
                    />
                  </Form.Item>
                </Col>
                <Col xs={2} md={2}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={F.removeBillingPeriod}
                    onClick={() => remove(row.name)}
                    style={{ marginTop: 30 }}
                  />
                </Col>
              </Row>
            ))}
            <Button icon={<PlusOutlined />} onClick={() => add(newBillingPeriod())}>
              {F.addBillingPeriod}
            </Button>
          </>
        )}
      </Form.List>

      <Divider titlePlacement="start" plain>
        {F.services}
      </Divider>
      <Form.List name={[name, 'applicable_to']}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <ServiceFields
                key={row.key}
                form={form}
                name={row.name}
                path={['variants', name, 'applicable_to', row.name]}
                onRemove={() => remove(row.name)}
              />
            ))}
            <Flex>
              <Button icon={<PlusOutlined />} onClick={() => add(newService())}>
                {F.addService}
              </Button>
            </Flex>
          </>
        )}
      </Form.List>
    </Card>
  );
}
