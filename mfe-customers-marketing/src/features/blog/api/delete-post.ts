import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, useSession, type MessageReply, deleteBlogPostOperation } from '@storedesk/shared';
import { blogKeys } from './blog-keys';

/** DELETE store/blog/delete?id. */
export function deletePost(id: string): Promise<MessageReply> {
  return api.call<MessageReply>(deleteBlogPostOperation, { id });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  const storeId = useSession((state) => state.store?._id);
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_reply, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.detail(storeId, id) });
      return queryClient.invalidateQueries({ queryKey: blogKeys.lists(storeId) });
    },
  });
}
