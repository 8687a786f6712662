import { Card, Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { formatMoney, QUESTION_TYPE_LABELS, type DeliveryFlags, type MasterPlan } from '@storedesk/shared';
import { PLAN_TEXTS as T } from '../master-contract-texts';
import { answerText } from './service-fields';
import { ActiveTag } from './plans-table';

const D = T.detail;
const F = T.form;

const yesNo = (value: boolean) => (value ? D.yes : D.no);
export function deliveryText(flags: DeliveryFlags): string {
  if (!flags.allow_to_book) return D.deliveryNone;
  return flags.allow_express ? D.deliveryExpress : D.deliveryScheduled;
}

function Icon({ url, label }: { url: string | null; label: string }) {
  return url ? (
    <img src={url} alt={label} width={100} height={100} style={{ objectFit: 'cover', borderRadius: 4 }} />
  ) : (
    <Typography.Text type="secondary">{D.noIcon}</Typography.Text>
  );
}

/** A plan read only (spec 2 §2; its name is the page's title): every field of the form, variants with their periods and services, questions. */
export function PlanView({ plan, currency }: { plan: MasterPlan; currency?: string | null }) {
  const money = (n: number) => formatMoney(n, currency);
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={D.slug}>{plan.url_slug}</Descriptions.Item>
        <Descriptions.Item label={D.sku}>{plan.parent_sku}</Descriptions.Item>
        <Descriptions.Item label={D.status}>
          <ActiveTag active={plan.is_active} />
        </Descriptions.Item>
        <Descriptions.Item label={D.sold}>{plan.contracts_sold}</Descriptions.Item>
        <Descriptions.Item label={D.icon} span={2}>
          <Icon url={plan.icon} label={D.icon} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{D.description}</Typography.Title>
      <div
        data-testid="plan-description"
        // Safe: description is the API's output of sanitizeRichText (the blog's allow-list), applied when saved.
        dangerouslySetInnerHTML={{ __html: plan.description }}
      />

      <Typography.Title level={4}>{F.sectionVariants}</Typography.Title>
      {plan.variants.map((variant) => (
        <Card
          key={variant._id}
          size="small"
          title={variant.name}
          style={{ marginBottom: 16 }}
          role="region"
          aria-label={variant.name}
        >
          <Descriptions column={{ xs: 1, md: 3 }} size="small">
            <Descriptions.Item label={D.price}>{money(variant.price)}</Descriptions.Item>
            <Descriptions.Item label={D.variantStatus}>
              <ActiveTag active={variant.is_active} />
            </Descriptions.Item>
            <Descriptions.Item label={D.icon}>
              <Icon url={variant.icon} label={`${D.icon} ${variant.name}`} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{D.billingPeriods}</Typography.Title>
          <Table
            size="small"
            rowKey="billing_period_id"
            pagination={false}
            dataSource={variant.billing_period}
            locale={{ emptyText: D.noBillingPeriods }}
            columns={[
              {
                key: 'period',
                title: F.billingPeriod,
                render: (_, row) => `${row.billing_period_name} (${D.months(row.months)})`,
              },
              { key: 'price', title: F.periodPrice, render: (_, row) => money(row.price) },
              { key: 'quantity', title: F.applicableToQuantity, dataIndex: 'applicable_to_quantity' },
            ]}
          />
          <Typography.Title level={5}>{D.services}</Typography.Title>
          <Table
            size="small"
            rowKey={(row) => `${row.product_id}:${row.selected_product_variant_id ?? ''}`}
            pagination={false}
            dataSource={variant.applicable_to}
            locale={{ emptyText: D.noServices }}
            columns={[
              { key: 'service', title: F.service, dataIndex: 'product_name' },
              { key: 'variant', title: F.serviceVariant, render: (_, row) => row.variant_name ?? '—' },
              { key: 'quantity', title: F.quantity, dataIndex: 'quantity' },
              {
                key: 'book',
                title: F.allowToBook,
                render: (_, row) => yesNo(row.delivery_data.allow_to_book),
              },
              {
                key: 'schedule',
                title: F.allowToSchedule,
                render: (_, row) => yesNo(row.delivery_data.allow_to_schedule),
              },
              { key: 'delivery', title: D.delivery, render: (_, row) => deliveryText(row.delivery_data) },
              {
                key: 'fields',
                title: F.requestFields,
                render: (_, row) =>
                  row.request_fields.length
                    ? row.request_fields.map((f) => `${f.name}: ${answerText(f.value)}`).join(' · ')
                    : '—',
              },
            ]}
          />
        </Card>
      ))}

      <Typography.Title level={4}>{D.questions}</Typography.Title>
      {plan.questions.length === 0 ? (
        <Empty description={D.noQuestions} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table
          size="small"
          rowKey={(row) => row.name}
          pagination={false}
          dataSource={plan.questions}
          columns={[
            { key: 'name', title: F.questionName, dataIndex: 'name' },
            { key: 'type', title: F.questionType, render: (_, row) => QUESTION_TYPE_LABELS[row.type] },
            {
              key: 'options',
              title: D.options,
              render: (_, row) => (row.value.length ? row.value.map((o) => <Tag key={o}>{o}</Tag>) : '—'),
            },
            { key: 'show', title: F.showOnUi, render: (_, row) => yesNo(row.show_on_ui) },
            { key: 'mandatory', title: F.isMandatory, render: (_, row) => yesNo(row.is_mandatory) },
          ]}
        />
      )}
    </>
  );
}
