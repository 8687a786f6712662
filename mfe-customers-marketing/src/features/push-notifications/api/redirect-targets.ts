import type { PushRedirectType } from '@storedesk/shared';
import { CATEGORY_TARGETS } from './category-targets';
import { COLLECTION_TARGETS } from './collection-targets';
import { CONTRACT_TARGETS } from './contract-targets';
import { PAYMENT_TARGETS } from './payment-targets';
import { PRODUCT_TARGETS } from './product-targets';
import type { TargetLookup } from './target-search';

/** The lookup of each redirect type picked by search; a booking (ORDER) is checked by its number instead. */
export const REDIRECT_TARGET_LOOKUPS: Record<Exclude<PushRedirectType, 'ORDER'>, TargetLookup<unknown>> = {
  CATEGORY: CATEGORY_TARGETS,
  PRODUCT: PRODUCT_TARGETS,
  COLLECTION: COLLECTION_TARGETS,
  SUBSCRIPTION: CONTRACT_TARGETS,
  PAYMENT_REQUEST: PAYMENT_TARGETS,
};

/** The search of a redirect type, or null for none and for ORDER. */
export function targetLookupFor(type: PushRedirectType | undefined): TargetLookup<unknown> | null {
  return type && type !== 'ORDER' ? REDIRECT_TARGET_LOOKUPS[type] : null;
}
