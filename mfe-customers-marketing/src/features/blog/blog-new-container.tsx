import { useMemo, useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, toastServerError, todayInZone, useSession } from '@storedesk/shared';
import { useUnsavedChangesPrompt, PageLayout } from '@storedesk/shared/ui';
import { useCreatePost } from './api/save-post';
import { BlogPostForm } from './components/blog-post-form';
import { emptyFormValues, formValuesToInput, type BlogFormValues } from './form/blog-form-values';
import { BLOG_TEXTS as T } from './blog-texts';
import { blogUrls } from './urls';

/** /blog/posts/new: after create the user goes to the post's details (spec 1 §4). */
export default function BlogNewContainer() {
  const navigate = useNavigate();
  const tz = useSession((state) => state.store?.store_timezone);
  const initialValues = useMemo(() => emptyFormValues(todayInZone(tz)), [tz]);
  const create = useCreatePost();
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChangesPrompt(dirty);

  const submit = (values: BlogFormValues) =>
    create.mutate(formValuesToInput(values), {
      onSuccess: (reply) => {
        toast.success(reply.title, reply.message);
        release();
        navigate(blogUrls.detail(reply.data._id));
      },
      onError: toastServerError,
    });

  return (
    <PageLayout title={T.newTitle}>
      <Card>
        <BlogPostForm
          initialValues={initialValues}
          saving={create.isPending}
          onSubmit={submit}
          onCancel={() => navigate(blogUrls.list())}
          onDirtyChange={setDirty}
        />
      </Card>
    </PageLayout>
  );
}
