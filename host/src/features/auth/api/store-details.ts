import { api, type StoreDetailsReply, getStoreDetailsOperation } from '@storedesk/shared';

/** GET store/details: the store record saved with the session after login and after a store switch. */
export async function fetchStoreDetails() {
  const reply = await api.call<StoreDetailsReply>(getStoreDetailsOperation);
  return reply.data;
}
