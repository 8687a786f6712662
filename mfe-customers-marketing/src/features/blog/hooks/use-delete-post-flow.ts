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
  const ask = async (post: Pick<BlogPost, '_id' | 'title'>): Promise<boolean> => {
    if (!(await confirm({ title: T.deleteConfirm, content: post.title, danger: true }))) return false;
    try {
      const reply = await remove.mutateAsync(post._id);
      toast.success(reply.title, reply.message);
      return true;
    } catch (error) {
      toast.error(error instanceof ApiError ? error.title : 'Error', (error as Error).message);
      return false;
    }
  };
  return { ask, deletingId: remove.isPending ? remove.variables : undefined };
}
