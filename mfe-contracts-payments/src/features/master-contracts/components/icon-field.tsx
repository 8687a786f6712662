import { MediaUploadField } from '@storedesk/shared/ui';
import { PLAN_TEXTS as T } from '../master-contract-texts';

export interface IconFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  id?: string;
  label: string;
}

/**
 * A plan's or a variant's icon as a form control: upload (POST misc/upload, type PRODUCT, spec 2 §7), a 100x100
 * preview and remove. A failed upload (an empty file, a refused one) says 'Error in uploading file' (spec 2 §5).
 */
export function IconField({ value, onChange, id, label }: IconFieldProps) {
  return (
    <MediaUploadField
      id={id}
      uploadType="PRODUCT"
      value={value}
      onChange={onChange}
      texts={{
        choose: T.form.upload,
        replace: T.form.upload,
        remove: T.form.removeIcon,
        failed: T.uploadFailed,
        preview: label,
      }}
    />
  );
}
