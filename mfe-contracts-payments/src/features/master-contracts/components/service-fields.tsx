import { useState } from 'react';
import { Button, Checkbox, Col, Flex, Form, InputNumber, Row, Select, Switch, Typography } from 'antd';
// One file per icon: the '@ant-design/icons' barrel is a shared singleton and would bring every icon.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import type { FormInstance } from 'antd';
import type { DeliveryFlags, RequestFieldValue } from '@storedesk/shared';
import { RequestFormModal, applicableFields } from '@storedesk/shared/ui';
import { PRODUCT_SEARCH_MIN, useProductForm, useProductSearch } from '../api/plan-lookups';
import { deliveryAfterChange, type ServiceFormValues } from '../form/plan-form-values';
import { PLAN_TEXTS as T } from '../master-contract-texts';

const F = T.form;

export interface ServiceFieldsProps {
  /** The plan form (untyped here: the service's path is built at run time). */
  form: FormInstance;
  /** Path of this service in the form: ['variants', v, 'applicable_to', s]. */
  path: (string | number)[];
  /** The Form.List field name inside the variant's services list. */
  name: number;
  onRemove: () => void;
}

/**
 * One service a variant covers: the service (search from 3 characters), its variant, quantity, delivery flags (spec
 * 2 §4, see deliveryAfterChange) and preset request fields from the service's request form.
 */
export function ServiceFields({ form, path, name, onRemove }: ServiceFieldsProps) {
  const service = (Form.useWatch(path, { form, preserve: true }) ?? {}) as Partial<ServiceFormValues>;
  const [keyword, setKeyword] = useState('');
  const search = useProductSearch(keyword);
  const [asking, setAsking] = useState(false);
  const productForm = useProductForm(service.product_id, asking);
  const delivery: DeliveryFlags = service.delivery_data ?? {
    allow_to_book: false,
    allow_scheduled: false,
    allow_express: false,
    allow_to_schedule: false,
  };
  const setDelivery = (changed: Partial<DeliveryFlags>) =>
    form.setFieldValue([...path, 'delivery_data'], deliveryAfterChange(delivery, changed));

  const searched = search.data ?? [];
  const productOptions = [
    ...(service.product_id && !searched.some((p) => p._id === service.product_id)
      ? [{ value: service.product_id, label: service.product_name ?? service.product_id }]
      : []),
    ...searched.map((p) => ({ value: p._id, label: p.name })),
  ];
  const chooseProduct = (id: string) => {
    const product = searched.find((p) => p._id === id);
    if (!product) return;
    form.setFieldValue(path, {
      ...service,
      product_id: product._id,
      product_name: product.name,
      variant_options: product.variants.map((v) => ({ _id: v._id, name: v.name })),
      selected_product_variant_id: product.variants[0]?._id ?? null,
      request_fields: [],
    });
  };
  const fields = productForm.data?.is_available
    ? applicableFields(productForm.data.request_fields, service.selected_product_variant_id ?? null)
    : [];
  const label = service.product_name ?? F.service;

  return (
    <div
      role="group"
      aria-label={`${F.service}: ${label}`}
      style={{ border: '1px solid rgba(5,5,5,0.06)', borderRadius: 8, padding: 12, marginBottom: 12 }}
    >
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Form.Item
            name={[name, 'product_id']}
            label={F.service}
            rules={[{ required: true, message: F.serviceMissing }]}
          >
            <Select
              aria-label={F.service}
              showSearch={{ filterOption: false, onSearch: setKeyword }}
              placeholder={F.serviceSearch}
              notFoundContent={keyword.trim().length < PRODUCT_SEARCH_MIN ? F.serviceSearch : undefined}
              loading={search.isFetching}
              options={productOptions}
              onChange={chooseProduct}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[name, 'selected_product_variant_id']} label={F.serviceVariant}>
            <Select
              aria-label={F.serviceVariant}
              allowClear
              options={(service.variant_options ?? []).map((v) => ({ value: v._id, label: v.name }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={4}>
          <Form.Item name={[name, 'quantity']} label={F.quantity}>
            <InputNumber
              aria-label={F.quantity}
              min={0}
              max={100000}
              precision={0}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={2}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${F.removeService} ${label}`}
            onClick={onRemove}
            style={{ marginTop: 30 }}
          />
        </Col>
      </Row>
      <Flex gap={24} wrap align="center">
        <label>
          <Switch
            size="small"
            aria-label={F.allowToBook}
            checked={delivery.allow_to_book}
            onChange={(on) => setDelivery({ allow_to_book: on })}
          />{' '}
          {F.allowToBook}
        </label>
        <label>
          <Switch
            size="small"
            aria-label={F.allowToSchedule}
            checked={delivery.allow_to_schedule}
            disabled={!delivery.allow_to_book}
            onChange={(on) => setDelivery({ allow_to_schedule: on })}
          />{' '}
          {F.allowToSchedule}
        </label>
        {/* Derived from the two switches (spec 2 §4), shown so the rule is visible. */}
        <Checkbox checked={delivery.allow_scheduled} disabled aria-label={F.scheduled}>
          {F.scheduled}
        </Checkbox>
        <Checkbox checked={delivery.allow_express} disabled aria-label={F.express}>
          {F.express}
        </Checkbox>
        <Button
          size="small"
          disabled={!service.product_id}
          onClick={() => setAsking(true)}
          loading={asking && productForm.isFetching}
        >
          {F.requestFieldsCount(service.request_fields?.length ?? 0)}
        </Button>
        {asking && productForm.data && fields.length === 0 && (
          <Typography.Text type="secondary">{F.noRequestFields}</Typography.Text>
        )}
      </Flex>
      {(service.request_fields?.length ?? 0) > 0 && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {service.request_fields!.map((f) => `${f.name}: ${answerText(f.value)}`).join(' · ')}
        </Typography.Paragraph>
      )}
      <RequestFormModal
        open={asking && fields.length > 0}
        title={`${F.requestFields}: ${label}`}
        fields={fields}
        initial={service.request_fields}
        onCancel={() => setAsking(false)}
        onSubmit={(answers: RequestFieldValue[]) => {
          form.setFieldValue([...path, 'request_fields'], answers);
          setAsking(false);
        }}
      />
    </div>
  );
}

export const answerText = (value: RequestFieldValue['value']) =>
  Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value);
