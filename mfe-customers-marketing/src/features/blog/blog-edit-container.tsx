import { useMemo } from 'react';
import { Card, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, useSession } from '@storedesk/shared';
import { useEditPost } from './api/save-post';
import { BlogPostForm } from './components/blog-post-form';
import { PostNotFound } from './components/post-not-found';
import { formValuesToInput, postToFormValues, type BlogFormValues } from './form/blog-form-values';
import { usePostFromRoute } from './hooks/use-post-from-route';
import { toastServerError } from '../../hooks/use-error-toast';
import { BLOG_TEXTS as T } from './blog-texts';
import { blogUrls } from './urls';

/** /blog/posts/:post_id/edit: the saved post in the form; saving goes back to its details. */
export default function BlogEditContainer() {
  const navigate = useNavigate();
  const tz = useSession((state) => state.store?.store_timezone);
  const { id, post, missing } = usePostFromRoute();
  const edit = useEditPost();
  const initialValues = useMemo(() => (post.data ? postToFormValues(post.data, tz) : null), [post.data, tz]);

  if (missing) return <PostNotFound />;
  if (!initialValues) return <Skeleton active paragraph={{ rows: 10 }} />;

  const submit = (values: BlogFormValues) =>
    edit.mutate(
      { _id: id, ...formValuesToInput(values, initialValues) },
      {
        onSuccess: (reply) => {
          toast.success(reply.title, reply.message);
          navigate(blogUrls.detail(id));
        },
        onError: toastServerError,
      },
    );

  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0 }}>
          {T.editTitle}
        </Typography.Title>
      }
    >
      {/* Keyed by the post: opening another post's edit starts a fresh form. */}
      <BlogPostForm
        key={id}
        initialValues={initialValues}
        saving={edit.isPending}
        onSubmit={submit}
        onCancel={() => navigate(blogUrls.detail(id))}
      />
    </Card>
  );
}
