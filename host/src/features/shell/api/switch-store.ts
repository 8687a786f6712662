import { useMutation } from '@tanstack/react-query';
import { api, queryClient, useSession, type TokenReply, switchStoreOperation } from '@storedesk/shared';
import { reloadPage } from '../../../app/reload-page';
import { fetchStoreDetails } from '../../auth/api/store-details';

/** GET employee/switch_store: a new token for the other store (the server revokes the old one). */
export function switchStoreRequest(newStoreId: string) {
  return api.call<TokenReply>(switchStoreOperation, { new_store_id: newStoreId });
}

/**
 * Store switch (spec 1 §4): clear the cache, save the new token, employee and store, then reload so every
 * screen and remote starts on the new store.
 */
export async function switchStore(newStoreId: string) {
  const { token, employee } = await switchStoreRequest(newStoreId);
  queryClient.clear();
  const session = useSession.getState();
  session.setSession(token, employee);
  session.setStore(await fetchStoreDetails());
  reloadPage();
}

export function useSwitchStore() {
  return useMutation({ mutationFn: switchStore });
}
