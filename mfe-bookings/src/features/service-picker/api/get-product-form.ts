import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type ProductFormReply, getProductFormOperation } from '@storedesk/shared';
import { serviceKeys } from './service-keys';

/** GET store/product/form?product_id= : the service's request form (is_available false = no active form). */
export function getProductForm(productId: string, signal?: AbortSignal): Promise<ProductFormReply> {
  return api.call<ProductFormReply>(getProductFormOperation, { product_id: productId }, { signal });
}

export function productFormQuery(storeId: string | undefined, productId: string) {
  return queryOptions({
    queryKey: serviceKeys.form(storeId, productId),
    queryFn: ({ signal }) => getProductForm(productId, signal),
    // Forms change in the catalogue; read a fresh one each time a service is picked or edited.
    staleTime: 0,
  });
}

/** Loads a form on demand (when a service is picked or its fields are edited), through the query cache. */
export function useProductFormLoader() {
  const storeId = useSession((state) => state.store?._id);
  const client = useQueryClient();
  return useCallback(
    (productId: string) =>
      client.fetchQuery(productFormQuery(storeId, productId)).then((reply) => reply.data),
    [client, storeId],
  );
}
