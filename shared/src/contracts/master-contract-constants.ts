// Values of the master contract screens and API without the schema library, so the browser entry can export them
// (the schemas are in master-contracts.ts). Texts and rules are described there.

export const MASTER_PLAN_LIST_LIMIT = 100;
export const BILLING_PERIOD_LIST_LIMIT = 100;
export const PLAN_DESCRIPTION_EDITOR_HEIGHT = 150;
export const PLAN_MONEY_MAX = 10_000_000;

export const QUESTION_TYPES = [
  'SINGLE_LINE',
  'NUMBER',
  'DATE',
  'TIME',
  'SINGLE_ITEM',
  'RADIO',
  'MULTI_ITEM',
  'IMAGE',
  'VIDEO',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
/** The types that take a list of options (spec 2 §3). */
export const QUESTION_TYPES_WITH_OPTIONS: readonly QuestionType[] = ['RADIO', 'MULTI_ITEM', 'SINGLE_ITEM'];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  SINGLE_LINE: 'Text',
  NUMBER: 'Number',
  DATE: 'Date',
  TIME: 'Time',
  SINGLE_ITEM: 'Dropdown (one choice)',
  RADIO: 'Radio buttons (one choice)',
  MULTI_ITEM: 'Checkboxes (several choices)',
  IMAGE: 'Picture',
  VIDEO: 'Video',
};

export const PLAN_MESSAGES = {
  missingTitle: 'Missing Fields',
  invalidTitle: 'Invalid Fields',
  nameMissing: 'Please enter the contract name',
  slugMissing: 'Please enter the URL slug',
  skuMissing: 'Please enter the parent SKU',
  noVariant: 'Please add at least one variant',
  variantNameMissing: 'Every variant needs a name',
  foreignVariant: 'A variant id does not belong to this master contract; a new variant is sent without one',
  duplicateSlug: 'Another master contract of this store already uses this URL slug',
  duplicateSlugTitle: 'Duplicate URL Slug',
  unknownBillingPeriod: 'A selected billing period is not available in this store',
  duplicateBillingPeriod: 'A billing period is chosen twice in one variant',
  unknownProduct: 'Selected product is unavailable',
  unknownProductVariant: 'The selected variant does not belong to the selected service',
  questionNameMissing: 'Every question needs a name',
  questionOptionsMissing: 'Please enter the options of the question, one per line',
  badIcon: 'The icon must be an uploaded picture',
  notFound: 'Master contract not found',
  created: 'Master contract created successfully',
  createdTitle: 'Created',
  updated: 'Master contract updated successfully',
  updatedTitle: 'Updated',
  activated: 'Master contract is active and can be sold',
  activatedTitle: 'Activated',
  deactivated: 'Master contract is inactive and can no longer be sold; contracts already sold are unchanged',
  deactivatedTitle: 'Deactivated',
  changed:
    'This master contract was changed by someone else. Reload it to see the latest version, then make your change again.',
  changedTitle: 'Master Contract Changed',
} as const;

/** The standard billing periods every store has (name, months). */
export const STANDARD_BILLING_PERIODS: readonly (readonly [string, number])[] = [
  ['Monthly', 1],
  ['Quarterly', 3],
  ['Half-yearly', 6],
  ['Yearly', 12],
];

/** The four delivery flags of a plan's service (the DeliveryFlags schema in master-contracts.ts has this shape). */
interface DeliveryFlagValues {
  allow_to_book: boolean;
  allow_scheduled: boolean;
  allow_express: boolean;
  allow_to_schedule: boolean;
}

/** Spec 2 §4: the delivery flags a service of a plan ends up with. */
export function normalisedDeliveryFlags(flags: {
  allow_to_book: boolean;
  allow_to_schedule: boolean;
}): DeliveryFlagValues {
  if (!flags.allow_to_book)
    return { allow_to_book: false, allow_scheduled: false, allow_express: false, allow_to_schedule: false };
  return flags.allow_to_schedule
    ? { allow_to_book: true, allow_scheduled: true, allow_express: false, allow_to_schedule: true }
    : { allow_to_book: true, allow_scheduled: false, allow_express: true, allow_to_schedule: false };
}
