import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { hasPermission, useSession } from '@storedesk/shared';
import { PageLayout, useBackTo } from '@storedesk/shared/ui';
import { BlogPostActions } from './components/blog-post-actions';
import { BlogPostView } from './components/blog-post-view';
import { PostLoading, PostNotFound } from './components/post-not-found';
import { useDeletePostFlow } from './hooks/use-delete-post-flow';
import { usePostFromRoute } from './hooks/use-post-from-route';
import { BLOG_TEXTS as T } from './blog-texts';
import { blogUrls } from './urls';

/** /blog/posts/:post_id: the post, with Edit and Delete by permission; a deleted post leaves for the list. */
export default function BlogDetailContainer() {
  const navigate = useNavigate();
  const tz = useSession((state) => state.store?.store_timezone);
  const role = useSession((state) => state.employee?.employee_type);
  const { post, missing } = usePostFromRoute();
  const remove = useDeletePostFlow();
  // The list page the post was opened from (its ?page), so Back returns there.
  const listPage = useBackTo(blogUrls.list());

  if (missing) return <PostNotFound title={T.postTitle} />;
  if (!post.data) return <PostLoading title={T.postTitle} />;
  const data = post.data;

  return (
    <PageLayout
      title={data.title}
      back={{ to: listPage, label: T.backToList }}
      extra={
        <BlogPostActions
          id={data._id}
          title={data.title}
          size="middle"
          canEdit={hasPermission(role, 'edit_blog')}
          canDelete={hasPermission(role, 'delete_blog')}
          deleting={remove.deletingId === data._id}
          onDelete={() => void remove.ask(data).then((deleted) => deleted && navigate(listPage))}
        />
      }
    >
      <Card>
        <BlogPostView post={data} timeZone={tz} />
      </Card>
    </PageLayout>
  );
}
