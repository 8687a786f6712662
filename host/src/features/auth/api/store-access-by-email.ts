import { useMutation } from '@tanstack/react-query';
import { api, type StoreAccessReply, storeAccessByEmailOperation } from '@storedesk/shared';

/** GET employee/store_access/byEmail (anonymous): the stores linked to an e-mail, step one of login. */
export function fetchStoreAccessByEmail(email: string) {
  return api.call<StoreAccessReply>(storeAccessByEmailOperation, { email }, { anonymous: true });
}

export function useStoreAccessByEmail() {
  return useMutation({ mutationFn: fetchStoreAccessByEmail });
}
