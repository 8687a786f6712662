import { Button, Flex, Image, Upload } from 'antd';
import { GROUP_TEXTS as T } from '../customer-groups-texts';

export interface GroupImageFieldProps {
  url: string | null;
  uploading: boolean;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/** The group picture: upload, a 100x100 preview (spec 1 §9) and remove. */
export function GroupImageField({ url, uploading, onUpload, onRemove }: GroupImageFieldProps) {
  return (
    <Flex gap={12} align="center" wrap>
      {url && <Image src={url} alt={T.form.image} width={100} height={100} style={{ objectFit: 'cover' }} />}
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        // The file goes through our own call (api client with the token); antd's upload request is not used.
        beforeUpload={(file) => {
          onUpload(file);
          return false;
        }}
      >
        <Button loading={uploading}>{T.form.upload}</Button>
      </Upload>
      {url && (
        <Button danger onClick={onRemove}>
          {T.form.removeImage}
        </Button>
      )}
    </Flex>
  );
}
