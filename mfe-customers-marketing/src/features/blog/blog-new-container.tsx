import { useMemo, useState } from 'react';
import { Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toast, toastServerError, todayInZone, useSession, useSubmit } from '@storedesk/shared';
import { PageLayout, useUnsavedChangesPrompt } from '@storedesk/shared/ui';
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

  // One post per form: a double click or a repeated Enter sends once, and nothing is sent after the success.
  const submit = useSubmit((values: BlogFormValues) => create.mutateAsync(formValuesToInput(values)), {
    afterSuccess: 'leave',
    onSuccess: (reply) => {
      toast.success(reply.title, reply.message);
      release();
      navigate(blogUrls.detail(reply.data._id));
    },
    onError: (error) => toastServerError(error as Error),
  });

  return (
    <PageLayout title={T.newTitle}>
      <Card>
        <BlogPostForm
          initialValues={initialValues}
          saving={submit.busy}
          onSubmit={(values) => void submit.run(values)}
          onCancel={() => navigate(blogUrls.list())}
          onDirtyChange={setDirty}
        />
      </Card>
    </PageLayout>
  );
}
