import { useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ProductFormReply,
  type ProductOptionList,
  getProductFormOperation,
  searchProductsOperation,
} from '@storedesk/shared';
import { planKeys } from '../../shared/api/plan-keys';

/** Spec 2 §5: the product search of the master contract form starts at 3 characters. */
export const PRODUCT_SEARCH_MIN = 3;

/**
 * GET store/product/all: with nothing typed, the first page of services (so a picker opened on a saved plan offers
 * more than its saved choice); from 3 characters, the services whose name or SKU holds the keyword; with 1 or 2
 * characters, nothing yet (spec 2 §5).
 */
export function useProductSearch(keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const term = keyword.trim();
  return useQuery({
    queryKey: planKeys.productSearch(storeId, term),
    queryFn: ({ signal }) =>
      api.call<ProductOptionList>(
        searchProductsOperation,
        { limit: 20, offset: 1, 'filter.keyword': term || undefined },
        { signal },
      ),
    enabled: term === '' || term.length >= PRODUCT_SEARCH_MIN,
    select: (reply) => reply.data,
  });
}

/** GET store/product/form?product_id: the service's request fields. */
export function useProductForm(productId: string | undefined, enabled: boolean) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: planKeys.productForm(storeId, productId ?? ''),
    queryFn: ({ signal }) =>
      api.call<ProductFormReply>(getProductFormOperation, { product_id: productId }, { signal }),
    enabled: enabled && Boolean(productId),
    select: (reply) => reply.data,
  });
}
