import { BLOG_MESSAGES, PLAN_MESSAGES } from '@storedesk/shared/contracts';
import { CUSTOMER_MESSAGES } from './customer-messages';
import type { ClientErrorAnswer } from './client-error-answer';

/**
 * The screen's words for a unique index or check constraint, by constraint name. A clash the database finds under
 * concurrency (two requests passing the handler's own check at once) answers exactly like the clash that check
 * finds one request later. Constraints not listed here answer by SQLSTATE (db-error.ts).
 */
export const CONSTRAINT_ANSWERS: Record<string, ClientErrorAnswer> = {
  blog_posts_store_slug_key: {
    status: 409,
    code: 'DUPLICATE',
    message: BLOG_MESSAGES.duplicateSlug,
    title: BLOG_MESSAGES.duplicateSlugTitle,
  },
  customers_store_email_key: {
    status: 409,
    code: 'DUPLICATE',
    message: CUSTOMER_MESSAGES.duplicateEmail,
    title: CUSTOMER_MESSAGES.duplicateTitle,
  },
  customers_store_phone_key: {
    status: 409,
    code: 'DUPLICATE',
    message: CUSTOMER_MESSAGES.duplicatePhone,
    title: CUSTOMER_MESSAGES.duplicateTitle,
  },
  store_subscriptions_store_slug_key: {
    status: 409,
    code: 'DUPLICATE',
    message: PLAN_MESSAGES.duplicateSlug,
    title: PLAN_MESSAGES.duplicateSlugTitle,
  },
};
