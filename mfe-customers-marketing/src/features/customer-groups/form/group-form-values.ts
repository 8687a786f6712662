import type {
  CustomerGroupCondition,
  CustomerGroupDetail,
  CustomerGroupInput,
  CustomerGroupType,
  CustomerSummary,
} from '@storedesk/shared';

export type ConditionKey = keyof CustomerGroupCondition;
export const CONDITION_KEYS: ConditionKey[] = [
  'customer_total_value',
  'customer_order_value',
  'customer_order_count',
];

/** A condition row of the form: its checkbox and its value (text, as the contract carries it). */
export interface ConditionChoice {
  chosen: boolean;
  value: string;
}

/** The antd Form's fields; members and the image are kept beside it by the form component. */
export interface GroupFormFields {
  name: string;
  type: CustomerGroupType;
  conditions: Record<ConditionKey, ConditionChoice>;
}

export interface GroupFormValues extends GroupFormFields {
  image: string | null;
  members: CustomerSummary[];
  /** The group's version as the form loaded it (sent back by PUT); null for a new group. */
  version: number | null;
}

/** A new group: MANUAL (spec 1 §2.6), no conditions, no members. */
export function emptyGroupValues(): GroupFormValues {
  return {
    name: '',
    type: 'MANUAL',
    image: null,
    members: [],
    version: null,
    conditions: {
      customer_total_value: { chosen: false, value: '' },
      customer_order_value: { chosen: false, value: '' },
      customer_order_count: { chosen: false, value: '' },
    },
  };
}

/** The edit form of a loaded group (members: the details page loaded with every member). */
export function groupToValues(group: CustomerGroupDetail): GroupFormValues {
  const choice = (key: ConditionKey): ConditionChoice => ({
    chosen: group.condition[key] !== '',
    value: group.condition[key],
  });
  return {
    name: group.name,
    type: group.type,
    image: group.image,
    members: group.type === 'MANUAL' ? group.members.data : [],
    version: group.version,
    conditions: {
      customer_total_value: choice('customer_total_value'),
      customer_order_value: choice('customer_order_value'),
      customer_order_count: choice('customer_order_count'),
    },
  };
}

/** Spec 1 §5: an automated group needs at least one chosen condition with a value. */
export function hasChosenCondition(conditions: GroupFormFields['conditions']): boolean {
  return CONDITION_KEYS.some((key) => conditions[key].chosen && conditions[key].value.trim() !== '');
}

/**
 * The body's customer_group. MANUAL sends its members and every condition as ''; AUTOMATED sends the chosen
 * conditions, those not chosen as '' (spec 1 §4, §5), and no members. An update carries its _id and version.
 */
export function toGroupInput(values: GroupFormValues, id: string | null): CustomerGroupInput {
  const manual = values.type === 'MANUAL';
  const text = (key: ConditionKey) => {
    const choice = values.conditions[key];
    return !manual && choice.chosen ? choice.value.trim() : '';
  };
  return {
    ...(id ? { _id: id, version: values.version ?? undefined } : {}),
    name: values.name.trim(),
    type: values.type,
    image: values.image,
    customer_ids: manual ? values.members.map((m) => ({ customer_id: m._id })) : [],
    condition: {
      customer_total_value: text('customer_total_value'),
      customer_order_value: text('customer_order_value'),
      customer_order_count: text('customer_order_count'),
    },
  };
}
