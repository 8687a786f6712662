import { PUSH_CUSTOMER_TYPES, PUSH_DELIVERY_TYPES, PUSH_REDIRECT_TYPES } from '@storedesk/shared';

/** The choices of the new notification, in the contract's order (shared/src/contracts/push-constants.ts). */
export const CUSTOMER_TYPES = PUSH_CUSTOMER_TYPES;
export const REDIRECT_TYPES = PUSH_REDIRECT_TYPES;
export const DELIVERY_TYPES = PUSH_DELIVERY_TYPES;
