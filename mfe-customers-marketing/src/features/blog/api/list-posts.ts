import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  api,
  useSession,
  type ListBlogQuery,
  type ListBlogReply,
  listBlogPostsOperation,
} from '@storedesk/shared';
import { blogKeys } from './blog-keys';

/** GET store/blog/all: one page (offset = page from 1) with the flat filter.* keys. */
export function listPosts(query: ListBlogQuery, signal?: AbortSignal): Promise<ListBlogReply> {
  return api.call<ListBlogReply>(listBlogPostsOperation, { ...query }, { signal });
}

export function usePosts(query: ListBlogQuery) {
  const storeId = useSession((state) => state.store?._id);
  return useQuery({
    queryKey: blogKeys.list(storeId, query),
    queryFn: ({ signal }) => listPosts(query, signal),
    // Keeps the old page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
