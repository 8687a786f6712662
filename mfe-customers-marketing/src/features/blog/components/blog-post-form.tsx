import { Button, Flex, Form, Input, Select, Space } from 'antd';
import { DATE_FORMAT, NAME_LENGTHS } from '@storedesk/shared';
import { SlugField, StoreDatePicker, useFollowingSlug } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { formChanged, slugFollowsTitle, type BlogFormValues } from '../form/blog-form-values';
import { CoverImageField } from './cover-image-field';
import { LazyRichTextEditor } from '@storedesk/shared/rich-text';

export interface BlogPostFormProps {
  initialValues: BlogFormValues;
  saving: boolean;
  onSubmit: (values: BlogFormValues) => void;
  onCancel: () => void;
  /** An edit of a saved post: its slug no longer follows the title. */
  saved?: boolean;
  /** Told whether the form differs from what it opened with (for the leave-without-saving question). */
  onDirtyChange?: (dirty: boolean) => void;
}

const F = T.form;
/** Spec 1 §3: is_active shows as the strings 'true' and 'false'. */
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/**
 * Create and edit of a post. The slug is made from the title (spec 1 §5) until the post is first saved or the
 * user edits the slug by hand; from then on it stays as it is. The spec's two mandatory texts are the field rules.
 */
export function BlogPostForm({
  initialValues,
  saving,
  onSubmit,
  onCancel,
  saved = false,
  onDirtyChange,
}: BlogPostFormProps) {
  const [form] = Form.useForm<BlogFormValues>();
  const slug = useFollowingSlug(form, slugFollowsTitle(initialValues, saved));

  const onValuesChange = (changed: Partial<BlogFormValues>, all: BlogFormValues) => {
    onDirtyChange?.(formChanged(all, initialValues));
    if (changed.title !== undefined) slug.followFrom(changed.title);
  };

  return (
    <Form<BlogFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      onFinish={onSubmit}
    >
      <Form.Item
        name="title"
        label={F.title}
        rules={[{ required: true, whitespace: true, message: T.titleMissing }]}
      >
        <Input aria-label={F.title} maxLength={NAME_LENGTHS.blogTitle} showCount />
      </Form.Item>
      <SlugField
        form={form}
        label={F.slug}
        hint={F.slugHint}
        missing={T.slugMissing}
        maxLength={NAME_LENGTHS.slug}
        onTyped={slug.stopFollowing}
      />
      <Form.Item name="blog_content" label={F.content}>
        <LazyRichTextEditor aria-label={F.content} />
      </Form.Item>
      <Form.Item name="blog_cover_pic" label={F.coverPic}>
        <CoverImageField />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item name="is_active" label={F.isActive}>
          <Select aria-label={F.isActive} options={ACTIVE_OPTIONS} style={{ minWidth: 120 }} />
        </Form.Item>
        <Form.Item name="post_date" label={F.postDate}>
          <StoreDatePicker format={DATE_FORMAT} aria-label={F.postDate} />
        </Form.Item>
      </Space>
      <Flex gap="small">
        <Button onClick={onCancel}>{F.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {F.save}
        </Button>
      </Flex>
    </Form>
  );
}
