/**
 * The refusal of a stale save (a save carrying a version the record no longer has; see record-version.ts), in the
 * words bookings use (ORDER_CHANGED_MESSAGE). Plain values, exported to the screens too: they recognise the refusal
 * by its status and title and offer to reload.
 */
const changedElsewhereMessage = (record: string) =>
  `This ${record} was changed by someone else. Reload it to see the latest version, then make your change again.`;

export const CHANGED_ELSEWHERE = {
  customer: { message: changedElsewhereMessage('customer'), title: 'Customer Changed' },
  blogPost: { message: changedElsewhereMessage('blog post'), title: 'Blog Post Changed' },
  customerGroup: { message: changedElsewhereMessage('customer group'), title: 'Customer Group Changed' },
  contract: { message: changedElsewhereMessage('contract'), title: 'Contract Changed' },
} as const;
