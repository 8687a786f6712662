import { ApiError, toast, type BlogPost } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useDeletePost } from '../api/delete-post';
import { BLOG_TEXTS as T } from '../blog-texts';

/**
 * Delete of a post, asked first (list and detail share it). `ask` resolves true once the post is deleted, so the
 * detail page can leave for the list.
 */
export function useDeletePostFlow() {
  const confirm = useConfirm();
  const remove = useDeletePost();
  // The question stays open, Yes busy, until the post is deleted: one delete, one toast.
  const ask = (post: Pick<BlogPost, '_id' | 'title'>): Promise<boolean> =>
    confirm({
      title: T.deleteConfirm,
      content: post.title,
      danger: true,
      onConfirm: () =>
        remove.mutateAsync(post._id).then(
          (reply) => toast.success(reply.title, reply.message),
          (error: Error) => {
            toast.error(error instanceof ApiError ? error.title : 'Error', error.message);
            throw error;
          },
        ),
    });
  return { ask, deletingId: remove.isPending ? remove.variables : undefined };
}
