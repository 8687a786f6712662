/**
 * How long the names people type may be: long enough for any real name, short enough that a list shows it whole
 * (wrapped) instead of being pushed sideways. The API's schemas refuse longer ones (400); the forms stop typing at
 * the same length and show a counter. Kept without typebox so the screens import them from the root entry.
 */
export const NAME_LENGTHS = {
  /** A master contract's name (subscription_name). */
  planName: 100,
  /** A master contract variant's name. */
  planVariantName: 60,
  /** A master contract's parent SKU. */
  planSku: 50,
  /** A master contract question and one of its options. */
  planQuestion: 200,
  planQuestionOption: 100,
  /** A URL slug made from a name (transliteration can make it longer than the name). */
  slug: 200,
  /** A blog post's title. */
  blogTitle: 150,
  /** A customer group's name. */
  customerGroupName: 100,
} as const;
