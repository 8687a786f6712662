import { Descriptions, Form, Select } from 'antd';
import { formatMoney, type BillingPeriod, type MasterPlan } from '@storedesk/shared';
import { NEW_CONTRACT_TEXTS as T } from '../new-contract-texts';
import type { ChosenTerms } from '../new-contract-values';

export interface ContractTermsFieldsProps {
  /** The store's active plans. */
  plans: MasterPlan[];
  plansLoading: boolean;
  /** The store's billing periods, for their names. */
  periods: BillingPeriod[];
  chosen: ChosenTerms;
  currency?: string | null;
}

/** Master contract, its variant, the variant's billing period, and the price that period sets (read only). */
export function ContractTermsFields({
  plans,
  plansLoading,
  periods,
  chosen,
  currency,
}: ContractTermsFieldsProps) {
  const periodName = (id: string, fallback: string) => periods.find((p) => p._id === id)?.name ?? fallback;
  return (
    <>
      <Form.Item name="subscription_id" label={T.plan}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={T.plan}
          loading={plansLoading}
          options={plans.map((p) => ({ value: p._id, label: p.subscription_name }))}
        />
      </Form.Item>
      <Form.Item name="variant_id" label={T.variant}>
        <Select
          aria-label={T.variant}
          disabled={!chosen.plan}
          options={(chosen.plan?.variants ?? [])
            .filter((v) => v.is_active)
            .map((v) => ({ value: v._id, label: v.name }))}
        />
      </Form.Item>
      <Form.Item name="billing_period_id" label={T.period}>
        <Select
          aria-label={T.period}
          disabled={!chosen.variant}
          options={(chosen.variant?.billing_period ?? []).map((b) => ({
            value: b.billing_period_id,
            label: T.periodOption(
              periodName(b.billing_period_id, b.billing_period_name),
              formatMoney(b.price, currency),
            ),
          }))}
        />
      </Form.Item>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={T.price}>
          <span data-testid="contract-price">
            {chosen.period ? formatMoney(chosen.period.price, currency) : T.none}
          </span>
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
