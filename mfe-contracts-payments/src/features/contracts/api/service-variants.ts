import { useQuery } from '@tanstack/react-query';
import { api, searchProductsOperation, useSession, type ProductOptionList } from '@storedesk/shared';

/**
 * The variants a contract's service offers now, found by its name in the product lookup (there is no lookup by
 * id); only asked when the contract left the variant open.
 */
export function useServiceVariants(productId: string | undefined, name: string | null | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: ['service-variants', storeId, productId] as const,
    queryFn: ({ signal }) =>
      api.call<ProductOptionList>(
        searchProductsOperation,
        { 'filter.keyword': name!, limit: 20, offset: 1 },
        { signal },
      ),
    select: (reply) => reply.data.find((p) => p._id === productId)?.variants ?? [],
    enabled: Boolean(productId && name),
  });
}
