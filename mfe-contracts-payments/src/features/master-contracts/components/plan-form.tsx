import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
// One file per icon: the '@ant-design/icons' barrel is a shared singleton and would bring every icon.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { NAME_LENGTHS, PLAN_DESCRIPTION_EDITOR_HEIGHT, SubmitStopped, useSubmit } from '@storedesk/shared';
import { LazyRichTextEditor } from '@storedesk/shared/rich-text';
import {
  SlugField,
  slugFollowsSource,
  useFollowingSlug,
  useUnsavedChangesPrompt,
} from '@storedesk/shared/ui';
import { useBillingPeriods } from '../../shared/api/list-billing-periods';
import { newQuestion, newVariant, type PlanFormValues } from '../form/plan-form-values';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { IconField } from './icon-field';
import { QuestionFields } from './question-fields';
import { VariantCard } from './variant-card';

const F = T.form;

export interface PlanFormProps {
  initialValues: PlanFormValues;
  /** An existing plan (edit): its slug is public and stays when the plan is renamed. */
  saved?: boolean;
  saving: boolean;
  /** The whole form's values (hidden parts included); resolves to the page to open once saved, null when not saved. */
  onSubmit: (values: PlanFormValues) => Promise<string | null>;
  onCancel: () => void;
}

/**
 * New and edit of a master contract (spec 2 §2, §4, §5). The slug is made from the name until the user edits the
 * slug by hand, and only for a new plan. Leaving with unsaved changes asks first.
 */
export function PlanForm({ initialValues, saved = false, saving, onSubmit, onCancel }: PlanFormProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const navigate = useNavigate();
  const periods = useBillingPeriods();
  // A new plan's slug follows the name; a saved plan keeps its public slug when renamed (as blog posts do).
  const slug = useFollowingSlug(
    form,
    slugFollowsSource(initialValues.subscription_name, initialValues.url_slug, saved),
  );
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChangesPrompt(dirty);

  const onValuesChange = (changed: Partial<PlanFormValues>) => {
    setDirty(true);
    if (changed.subscription_name !== undefined) slug.followFrom(changed.subscription_name);
  };

  // One save per form until it is left: a double click or a repeated Enter sends once.
  const save = useSubmit(
    async (values: PlanFormValues) => {
      const next = await onSubmit(values);
      if (next === null) throw new SubmitStopped();
      return next;
    },
    {
      afterSuccess: 'leave',
      onSuccess: (next) => {
        release();
        navigate(next);
      },
    },
  );
  // getFieldsValue(true): the hidden parts too (delivery flags, request fields, names of chosen services).
  const submit = () => void save.run(form.getFieldsValue(true) as PlanFormValues);

  return (
    <Form<PlanFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={submit}
      scrollToFirstError
    >
      <Card size="small" title={F.sectionPlan} style={{ marginBottom: 16 }}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="subscription_name"
              label={F.name}
              rules={[{ required: true, whitespace: true, message: F.nameMissing }]}
            >
              <Input aria-label={F.name} maxLength={NAME_LENGTHS.planName} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <SlugField
              form={form}
              label={F.slug}
              hint={F.slugHint}
              missing={F.slugMissing}
              maxLength={NAME_LENGTHS.slug}
              onTyped={slug.stopFollowing}
            />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="parent_sku"
              label={F.sku}
              rules={[{ required: true, whitespace: true, message: F.skuMissing }]}
            >
              <Input aria-label={F.sku} maxLength={NAME_LENGTHS.planSku} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="is_active" label={F.isActive} valuePropName="checked">
              <Switch aria-label={F.isActive} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="icon" label={F.icon}>
          <IconField label={F.icon} />
        </Form.Item>
        <Form.Item name="description" label={F.description}>
          <LazyRichTextEditor aria-label={F.description} height={PLAN_DESCRIPTION_EDITOR_HEIGHT} />
        </Form.Item>
      </Card>

      <Typography.Title level={4}>{F.sectionVariants}</Typography.Title>
      <Form.List
        name="variants"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              value?.length ? Promise.resolve() : Promise.reject(new Error(F.noVariant)),
          },
        ]}
      >
        {(variants, { add, remove }, { errors }) => (
          <>
            {variants.map((variant, index) => (
              <VariantCard
                key={variant.key}
                form={form}
                name={variant.name}
                index={index}
                periods={periods.data ?? []}
                canRemove={variants.length > 1}
                onRemove={() => remove(variant.name)}
              />
            ))}
            <Form.ErrorList errors={errors} />
            <Button icon={<PlusOutlined />} onClick={() => add(newVariant())} style={{ marginBottom: 24 }}>
              {F.addVariant}
            </Button>
          </>
        )}
      </Form.List>

      <Card size="small" title={F.sectionQuestions} style={{ marginBottom: 16 }}>
        <Form.List name="questions">
          {(questions, { add, remove }) => (
            <>
              {questions.map((question, index) => (
                <QuestionFields
                  key={question.key}
                  form={form}
                  name={question.name}
                  index={index}
                  onRemove={() => remove(question.name)}
                />
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add(newQuestion())}>
                {F.addQuestion}
              </Button>
            </>
          )}
        </Form.List>
      </Card>

      <Flex gap="small">
        <Button onClick={onCancel}>{F.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving || save.busy}>
          {F.save}
        </Button>
      </Flex>
    </Form>
  );
}
