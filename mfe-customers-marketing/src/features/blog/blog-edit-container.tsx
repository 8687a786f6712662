import { useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, toastServerError, useSession, useSubmit, type BlogPost } from '@storedesk/shared';
import { useEditPost } from './api/save-post';
import { BlogPostForm } from './components/blog-post-form';
import { PostLoading, PostNotFound } from './components/post-not-found';
import { formValuesToInput, postToFormValues, type BlogFormValues } from './form/blog-form-values';
import { usePostFromRoute } from './hooks/use-post-from-route';
import { useStaleSaveOffer, useUnsavedChangesPrompt, PageLayout } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from './blog-texts';
import { blogUrls } from './urls';

/**
 * /blog/posts/:post_id/edit: the saved post in the form; saving goes back to its details. A save refused as stale
 * (someone else saved the post since it was loaded) offers to reload it into a fresh form.
 */
export default function BlogEditContainer() {
  const { id, post, missing } = usePostFromRoute();
  // Bumped by a reload: the form starts again from the latest post.
  const [opened, setOpened] = useState(0);
  const reload = async () => {
    await post.refetch();
    setOpened((n) => n + 1);
  };

  if (missing) return <PostNotFound title={T.editTitle} />;
  if (!post.data) return <PostLoading title={T.editTitle} />;
  return (
    <PageLayout title={T.editTitle}>
      <Card>
        {/* Keyed by the post: opening another post's edit starts a fresh form. */}
        <EditPostForm key={`${id}:${opened}`} post={post.data} onReload={reload} />
      </Card>
    </PageLayout>
  );
}

function EditPostForm({ post, onReload }: { post: BlogPost; onReload: () => Promise<void> }) {
  const navigate = useNavigate();
  const tz = useSession((state) => state.store?.store_timezone);
  const edit = useEditPost();
  const offerReload = useStaleSaveOffer();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChangesPrompt(dirty);
  // The post as this form opened it: the form's values, and the version a save sends back.
  const [opened] = useState(() => ({ values: postToFormValues(post, tz), version: post.version }));

  // One save per form: a second click cannot come back as a false "changed by someone else".
  const submit = useSubmit(
    (values: BlogFormValues) =>
      edit.mutateAsync({
        _id: post._id,
        version: opened.version,
        ...formValuesToInput(values, opened.values),
      }),
    {
      afterSuccess: 'leave',
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        release();
        navigate(blogUrls.detail(post._id));
      },
      onError: (error) => {
        if (!offerReload(error, onReload)) toastServerError(error as Error);
      },
    },
  );

  return (
    <BlogPostForm
      initialValues={opened.values}
      saving={submit.busy}
      onSubmit={(values) => void submit.run(values)}
      onCancel={() => navigate(blogUrls.detail(post._id))}
      saved
      onDirtyChange={setDirty}
    />
  );
}
