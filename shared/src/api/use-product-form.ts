import { useQuery } from '@tanstack/react-query';
import { getProductFormOperation } from '../contracts/all-operations';
import type { ProductFormReply } from '../contracts';
import { useSession } from '../session/session-store';
import { api } from './api-client';

/** GET store/product/form?product_id= : the service's request form (is_available false = no active form). */
export function getProductForm(productId: string, signal?: AbortSignal): Promise<ProductFormReply> {
  return api.call<ProductFormReply>(getProductFormOperation, { product_id: productId }, { signal });
}

/** The form of one service while `productId` is set; read fresh (forms change in the catalogue). */
export function useProductForm(productId: string | null | undefined) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: ['product-form', storeId, productId] as const,
    queryFn: ({ signal }) => getProductForm(productId!, signal),
    select: (reply) => reply.data,
    enabled: Boolean(productId),
    staleTime: 0,
  });
}
