import { customerKeys } from '../../shared/api/customer-keys';

/** One customer's profile, under the customers domain key (the store id in it, like the list's keys). */
export const customerProfileKeys = {
  all: (storeId: string | undefined) => [...customerKeys.all, storeId ?? 'no-store', 'profile'] as const,
  detail: (storeId: string | undefined, id: string) => [...customerProfileKeys.all(storeId), id] as const,
};
