import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getProductForm, useSession } from '@storedesk/shared';
import { serviceKeys } from './service-keys';

/** Moved to @storedesk/shared (contract service requests read forms too). */
export { getProductForm };

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
