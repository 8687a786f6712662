import { CHANGED_ELSEWHERE } from '@storedesk/shared/contracts';
import { changedElsewhere } from '../../http/errors';

/** A save carrying a version the customer no longer has: someone else saved (or a booking spent points) since. */
export const customerChanged = () =>
  changedElsewhere(CHANGED_ELSEWHERE.customer.message, CHANGED_ELSEWHERE.customer.title);
