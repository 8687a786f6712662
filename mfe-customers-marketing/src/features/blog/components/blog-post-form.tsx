import { useRef } from 'react';
import { Button, Flex, Form, Input, Select, Space } from 'antd';
import { DATE_FORMAT, slugFromName } from '@storedesk/shared';
import { StoreDatePicker } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';
import { slugFollowsTitle, type BlogFormValues } from '../form/blog-form-values';
import { CoverImageField } from './cover-image-field';
import { LazyRichTextEditor } from '@storedesk/shared/rich-text';

export interface BlogPostFormProps {
  initialValues: BlogFormValues;
  saving: boolean;
  onSubmit: (values: BlogFormValues) => void;
  onCancel: () => void;
}

const F = T.form;
/** Spec 1 §3: is_active shows as the strings 'true' and 'false'. */
const ACTIVE_OPTIONS = [
  { value: 'true', label: 'true' },
  { value: 'false', label: 'false' },
];

/**
 * Create and edit of a post. The slug is made from the title (spec 1 §5) until the user edits the slug by hand;
 * from then on it stays as typed. The spec's two mandatory texts are the field rules.
 */
export function BlogPostForm({ initialValues, saving, onSubmit, onCancel }: BlogPostFormProps) {
  const [form] = Form.useForm<BlogFormValues>();
  const following = useRef(slugFollowsTitle(initialValues));

  const onValuesChange = (changed: Partial<BlogFormValues>) => {
    if (changed.title === undefined || !following.current) return;
    form.setFieldValue('url_slug', slugFromName(changed.title));
    // A slug message shown before stays only while the made slug is still empty.
    if (form.getFieldError('url_slug').length) form.validateFields(['url_slug']).catch(() => undefined);
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
        <Input aria-label={F.title} maxLength={300} />
      </Form.Item>
      <Form.Item
        name="url_slug"
        label={F.slug}
        required
        extra={F.slugHint}
        rules={[
          {
            validator: (_, value: string | undefined) =>
              slugFromName(value ?? '') ? Promise.resolve() : Promise.reject(new Error(T.slugMissing)),
          },
        ]}
      >
        <Input
          aria-label={F.slug}
          maxLength={300}
          onChange={() => {
            following.current = false;
          }}
          onBlur={(event) => form.setFieldValue('url_slug', slugFromName(event.target.value))}
        />
      </Form.Item>
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
