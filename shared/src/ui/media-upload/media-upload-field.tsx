import type { ReactNode } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
// The root entry's ApiError: the one the api client throws (a relative import is another copy in the browser).
import { ApiError } from '@storedesk/shared';
import { uploadFile, uploadSizeProblem, type MediaKind } from '../../api/upload-file';
import type { UploadType } from '../../contracts/upload-constants';
import { toast } from '../toast';
import { useConfirm } from '../confirm/use-confirm';
import { useSubmit } from '../submit/use-submit';
import { MEDIA_ACCEPT, MEDIA_PREVIEW_SIZE, MEDIA_UPLOAD_TEXTS } from './media-upload-texts';

export interface MediaUploadFieldProps {
  /** Form.Item's value (the uploaded file's url) and onChange. */
  value?: string | null;
  onChange?: (url: string | null) => void;
  /** The `type` sent with the file (POST misc/upload). */
  uploadType: UploadType;
  /** 'video' accepts videos and pictures and previews a video at 250x250; 'image' previews at 100x100. */
  kind?: MediaKind;
  /** Overrides of the default labels and the failure toast's title. */
  texts?: Partial<(typeof MEDIA_UPLOAD_TEXTS)['image']>;
  /** Asks this before removing (the field is cleared only; the record keeps the file until saved). */
  confirmRemove?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Form.Item's id, so its label points at the control. */
  id?: string;
}

function isVideoUrl(url: string) {
  return /\.(mp4|webm)(\?|$)/i.test(url);
}

/**
 * One upload control for every picture and video slot: the file goes through the api client (token, base
 * address), never antd's own request. Too large a file is refused before sending, in the server's words; a
 * refusal from the server shows its message; the button never keeps spinning after an answer.
 */
export function MediaUploadField({
  value,
  onChange,
  uploadType,
  kind = 'image',
  texts,
  confirmRemove,
  hint,
  disabled,
  id,
}: MediaUploadFieldProps) {
  const T = { ...MEDIA_UPLOAD_TEXTS[kind], ...texts };
  const size = MEDIA_PREVIEW_SIZE[kind];
  const confirm = useConfirm();
  // Through the kit's submit: a second file picked (or dropped) while one is uploading is not sent.
  const upload = useSubmit((file: File) => uploadFile(file, uploadType), {
    afterSuccess: 'stay',
    onSuccess: (reply) => onChange?.(reply.url),
    onError: (error) => toast.error(T.failed, error instanceof ApiError ? error.message : undefined),
  });
  const url = value || null;

  const send = (file: File) => {
    const problem = uploadSizeProblem(file, kind);
    if (problem) {
      toast.error(T.failed, problem);
      return Upload.LIST_IGNORE;
    }
    void upload.run(file);
    return false;
  };

  const remove = async () => {
    if (confirmRemove && !(await confirm({ title: confirmRemove, danger: true }))) return;
    onChange?.(null);
  };

  return (
    <Flex gap={12} align="start" wrap id={id}>
      {url &&
        (kind === 'video' && isVideoUrl(url) ? (
          <video src={url} width={size} height={size} controls aria-label={T.preview} />
        ) : (
          <img
            src={url}
            alt={T.preview}
            width={MEDIA_PREVIEW_SIZE.image}
            height={MEDIA_PREVIEW_SIZE.image}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        ))}
      <Flex vertical gap={8} align="start">
        <Upload
          accept={MEDIA_ACCEPT[kind]}
          showUploadList={false}
          maxCount={1}
          beforeUpload={send}
          disabled={disabled || upload.busy}
        >
          <Button loading={upload.busy} disabled={disabled}>
            {url ? T.replace : T.choose}
          </Button>
        </Upload>
        {url && (
          <Button danger disabled={disabled} onClick={() => void remove()}>
            {T.remove}
          </Button>
        )}
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
