import { useQuery } from '@tanstack/react-query';
import { api, useSession, type BlogDetailReply, getBlogPostOperation } from '@storedesk/shared';
import { blogKeys } from './blog-keys';

/** GET store/blog/details?store_blog_id: one post, its content already sanitised by the server. */
export function getPost(id: string, signal?: AbortSignal): Promise<BlogDetailReply> {
  return api.call<BlogDetailReply>(getBlogPostOperation, { store_blog_id: id }, { signal });
}

export function usePost(id: string) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: blogKeys.detail(storeId, id),
    queryFn: ({ signal }) => getPost(id, signal),
    select: (reply) => reply.data,
  });
}
