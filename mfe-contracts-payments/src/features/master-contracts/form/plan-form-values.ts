import {
  QUESTION_TYPES_WITH_OPTIONS,
  normalisedDeliveryFlags,
  type DeliveryFlags,
  type MasterPlan,
  type MasterPlanInput,
  type QuestionType,
  type RequestFieldValue,
} from '@storedesk/shared';

/** A service a variant covers, as the form holds it (names and the service's variants are for showing only). */
export interface ServiceFormValues {
  product_id?: string;
  product_name?: string;
  /** The chosen service's variants, from the search (or the saved one when editing). */
  variant_options?: { _id: string; name: string }[];
  selected_product_variant_id?: string | null;
  quantity: number;
  delivery_data: DeliveryFlags;
  request_fields: RequestFieldValue[];
}
export interface BillingPeriodFormValues {
  billing_period_id?: string;
  price?: number | null;
  applicable_to_quantity?: number | null;
}
export interface VariantFormValues {
  _id?: string;
  name: string;
  price?: number | null;
  icon: string | null;
  is_active: boolean;
  billing_period: BillingPeriodFormValues[];
  applicable_to: ServiceFormValues[];
}
export interface QuestionFormValues {
  name: string;
  type: QuestionType;
  /** Options one per line (spec 2 §5). */
  options: string;
  show_on_ui: boolean;
  is_mandatory: boolean;
}
export interface PlanFormValues {
  subscription_name: string;
  url_slug: string;
  description: string;
  icon: string | null;
  is_active: boolean;
  parent_sku: string;
  variants: VariantFormValues[];
  questions: QuestionFormValues[];
}

/** A new service: bookable, scheduled only (the booking type default is SCHEDULED). */
export const newService = (): ServiceFormValues => ({
  quantity: 1,
  delivery_data: normalisedDeliveryFlags({ allow_to_book: true, allow_to_schedule: true }),
  request_fields: [],
});
export const newBillingPeriod = (): BillingPeriodFormValues => ({ applicable_to_quantity: 1 });
export const newVariant = (): VariantFormValues => ({
  name: '',
  price: null,
  icon: null,
  is_active: true,
  billing_period: [],
  applicable_to: [],
});
export const newQuestion = (): QuestionFormValues => ({
  name: '',
  type: 'SINGLE_LINE',
  options: '',
  show_on_ui: true,
  is_mandatory: false,
});

/** The new plan form: active, one empty variant. */
export const emptyPlanValues = (): PlanFormValues => ({
  subscription_name: '',
  url_slug: '',
  description: '',
  icon: null,
  is_active: true,
  parent_sku: '',
  variants: [newVariant()],
  questions: [],
});

/**
 * Spec 2 §4, as the switches change: turning allow_to_book off turns the other three off; turning it on makes the
 * service schedulable (scheduled only); allow_to_schedule off is express only, on is scheduled only.
 */
export function deliveryAfterChange(previous: DeliveryFlags, changed: Partial<DeliveryFlags>): DeliveryFlags {
  if (changed.allow_to_book === false)
    return normalisedDeliveryFlags({ allow_to_book: false, allow_to_schedule: false });
  if (changed.allow_to_book === true)
    return normalisedDeliveryFlags({ allow_to_book: true, allow_to_schedule: true });
  if (changed.allow_to_schedule !== undefined)
    return normalisedDeliveryFlags({
      allow_to_book: previous.allow_to_book,
      allow_to_schedule: previous.allow_to_book && changed.allow_to_schedule,
    });
  return previous;
}

/** Options one per line: trimmed, blank lines dropped. */
export const optionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export const takesOptions = (type: QuestionType) => QUESTION_TYPES_WITH_OPTIONS.includes(type);

export function planToFormValues(plan: MasterPlan): PlanFormValues {
  return {
    subscription_name: plan.subscription_name,
    url_slug: plan.url_slug,
    description: plan.description,
    icon: plan.icon,
    is_active: plan.is_active,
    parent_sku: plan.parent_sku,
    variants: plan.variants.map((v) => ({
      _id: v._id,
      name: v.name,
      price: v.price,
      icon: v.icon,
      is_active: v.is_active,
      billing_period: v.billing_period.map(({ billing_period_id, price, applicable_to_quantity }) => ({
        billing_period_id,
        price,
        applicable_to_quantity,
      })),
      applicable_to: v.applicable_to.map((a) => ({
        product_id: a.product_id,
        product_name: a.product_name,
        variant_options:
          a.selected_product_variant_id && a.variant_name
            ? [{ _id: a.selected_product_variant_id, name: a.variant_name }]
            : [],
        selected_product_variant_id: a.selected_product_variant_id,
        quantity: a.quantity,
        delivery_data: a.delivery_data,
        request_fields: a.request_fields,
      })),
    })),
    questions: plan.questions.map((q) => ({
      name: q.name,
      type: q.type,
      options: q.value.join('\n'),
      show_on_ui: q.show_on_ui,
      is_mandatory: q.is_mandatory,
    })),
  };
}

export function formValuesToInput(values: PlanFormValues): MasterPlanInput {
  return {
    subscription_name: values.subscription_name.trim(),
    url_slug: values.url_slug.trim(),
    description: values.description ?? '',
    icon: values.icon ?? null,
    is_active: values.is_active,
    parent_sku: values.parent_sku.trim(),
    variants: (values.variants ?? []).map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      name: v.name.trim(),
      price: Number(v.price ?? 0),
      icon: v.icon ?? null,
      is_active: v.is_active,
      billing_period: (v.billing_period ?? []).map((b) => ({
        billing_period_id: b.billing_period_id!,
        price: Number(b.price ?? 0),
        applicable_to_quantity: Number(b.applicable_to_quantity ?? 0),
      })),
      applicable_to: (v.applicable_to ?? []).map((a) => ({
        product_id: a.product_id!,
        selected_product_variant_id: a.selected_product_variant_id ?? null,
        quantity: Number(a.quantity ?? 0),
        delivery_data: a.delivery_data,
        request_fields: a.request_fields ?? [],
      })),
    })),
    questions: (values.questions ?? []).map((q) => ({
      name: q.name.trim(),
      type: q.type,
      value: takesOptions(q.type) ? optionLines(q.options ?? '') : [],
      show_on_ui: q.show_on_ui,
      is_mandatory: q.is_mandatory,
    })),
  };
}
