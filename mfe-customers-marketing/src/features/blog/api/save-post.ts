import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  api,
  useSession,
  type BlogPostInput,
  type BlogWriteReply,
  type CreateBlogBody,
  type EditBlogBody,
  createBlogPostOperation,
  updateBlogPostOperation,
} from '@storedesk/shared';
import { blogKeys } from './blog-keys';

/** POST store/blog {store_blog}: answers the new post, so the screen can open its details. */
export function createPost(post: BlogPostInput): Promise<BlogWriteReply> {
  const body: CreateBlogBody = { store_blog: post };
  return api.call<BlogWriteReply>(createBlogPostOperation, body);
}

/** PUT store/blog {store_blog with _id}. */
export function editPost(post: EditBlogBody['store_blog']): Promise<BlogWriteReply> {
  const body: EditBlogBody = { store_blog: post };
  return api.call<BlogWriteReply>(updateBlogPostOperation, body);
}

/** Lists and details of the store are asked again after a write; the answer fills the post's detail at once. */
function useBlogWrite<V>(write: (values: V) => Promise<BlogWriteReply>) {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: write,
    onSuccess: async (reply) => {
      queryClient.setQueryData(blogKeys.detail(storeId, reply.data._id), { data: reply.data });
      await queryClient.invalidateQueries({ queryKey: blogKeys.lists(storeId) });
    },
  });
}

export const useCreatePost = () => useBlogWrite(createPost);
export const useEditPost = () => useBlogWrite(editPost);
