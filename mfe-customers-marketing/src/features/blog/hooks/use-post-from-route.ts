import { useParams } from 'react-router-dom';
import { ApiError, useErrorToast } from '@storedesk/shared';
import { usePost } from '../api/post-detail';

/** The post named by :post_id; a 404 is shown on the page, other failures as the server's toast. */
export function usePostFromRoute() {
  const { post_id: id = '' } = useParams();
  const post = usePost(id);
  const missing = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400);
  useErrorToast(missing ? null : post.error, post.errorUpdatedAt);
  return { id, post, missing };
}
