import { useParams } from 'react-router-dom';
import { useErrorToast, hasErrorCode } from '@storedesk/shared';
import { usePost } from '../api/post-detail';

/** The post named by :post_id; a 404 is shown on the page, other failures as the server's toast. */
export function usePostFromRoute() {
  const { post_id: id = '' } = useParams();
  const post = usePost(id);
  const missing = hasErrorCode(post.error, 'NOT_FOUND') || hasErrorCode(post.error, 'INVALID_INPUT');
  useErrorToast(missing ? null : post.error, post.errorUpdatedAt);
  return { id, post, missing };
}
