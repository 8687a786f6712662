import { Button, Space, Typography, Upload } from 'antd';
import { NEW_PUSH_TEXTS as T } from '../new-push-texts';

export interface ImageFieldProps {
  /** Form.Item's value (the uploaded image's url) and onChange. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  uploading: boolean;
  /** The container uploads the picked file (POST misc/upload, type OTHERS) and then sets the url. */
  onPick: (file: File) => void;
}

/** Spec 2 §9: an image preview is 100 by 100. */
const PREVIEW = 100;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** The optional notification image: pick (uploaded at once), preview, remove. */
export function ImageField({ value, onChange, uploading, onPick }: ImageFieldProps) {
  const url = value || null;
  return (
    <Space orientation="vertical">
      {url && (
        <img
          src={url}
          alt={T.imagePreview}
          width={PREVIEW}
          height={PREVIEW}
          style={{ objectFit: 'cover', borderRadius: 4 }}
        />
      )}
      <Space>
        <Upload
          accept={ACCEPT}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            onPick(file);
            // The container uploads it; antd's own request is not wanted.
            return false;
          }}
        >
          <Button loading={uploading}>{T.chooseImage}</Button>
        </Upload>
        {url && (
          <Button danger onClick={() => onChange?.(null)}>
            {T.removeImage}
          </Button>
        )}
      </Space>
      <Typography.Text type="secondary">{T.imageHint}</Typography.Text>
    </Space>
  );
}
