import { Button, Space, Upload } from 'antd';
import { ApiError, toast } from '@storedesk/shared';
import { useConfirm } from '@storedesk/shared/ui';
import { useUploadBlogImage } from '../api/upload-image';
import { BLOG_TEXTS as T } from '../blog-texts';

export interface CoverImageFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/** Spec 1 §9: image previews are 100x100. */
const PREVIEW = 100;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The featured image (blog_cover_pic) as a form control: upload (POST misc/upload, type PRODUCT), a 100x100
 * preview, and a delete that asks first (spec 1 §5) and only clears the field; the post keeps it until saved.
 */
export function CoverImageField({ value, onChange }: CoverImageFieldProps) {
  const upload = useUploadBlogImage();
  const confirm = useConfirm();

  const send = (file: File) => {
    upload.mutate(file, {
      onSuccess: (reply) => onChange?.(reply.url),
      onError: (error) => toast.error(T.uploadFailed, error instanceof ApiError ? error.message : undefined),
    });
    // The file goes through our api client (token, base address), never antd's own request.
    return false;
  };

  const remove = async () => {
    if (await confirm({ title: T.form.removeCoverConfirm, danger: true })) onChange?.(null);
  };

  return (
    <Space align="start" wrap>
      {value && (
        <img
          src={value}
          alt={T.form.coverPic}
          width={PREVIEW}
          height={PREVIEW}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Space orientation="vertical">
        <Upload accept={ACCEPT} showUploadList={false} beforeUpload={send} maxCount={1}>
          <Button loading={upload.isPending}>{T.form.upload}</Button>
        </Upload>
        {value && (
          <Button danger onClick={() => void remove()}>
            {T.form.removeCover}
          </Button>
        )}
      </Space>
    </Space>
  );
}
