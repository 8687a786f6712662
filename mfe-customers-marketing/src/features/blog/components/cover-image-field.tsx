import { MediaUploadField } from '@storedesk/shared/ui';
import { BLOG_TEXTS as T } from '../blog-texts';

export interface CoverImageFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
}

/**
 * The featured image (blog_cover_pic) as a form control: upload (POST misc/upload, type PRODUCT, spec 1 §7), a
 * 100x100 preview, and a delete that asks first (spec 1 §5) and only clears the field; the post keeps it until saved.
 */
export function CoverImageField({ value, onChange }: CoverImageFieldProps) {
  return (
    <MediaUploadField
      uploadType="PRODUCT"
      value={value}
      onChange={onChange}
      confirmRemove={T.form.removeCoverConfirm}
      texts={{
        choose: T.form.upload,
        replace: T.form.upload,
        remove: T.form.removeCover,
        failed: T.uploadFailed,
        preview: T.form.coverPic,
      }}
    />
  );
}
