import { useRef } from 'react';
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import { slugFromName } from '../../format/slug';

/**
 * Whether a form's slug starts out following its source field (a post's title, a plan's name): only for a record
 * not saved yet whose slug is still the one made from the source. A saved record keeps its public slug when it is
 * renamed, so shared links stay valid; the person may still change the slug by hand.
 */
export const slugFollowsSource = (source: string | undefined, slug: string | undefined, saved: boolean) =>
  !saved && slug === slugFromName(source ?? '');

/**
 * A URL slug made from another field (a post's title, a plan's name) until the person edits the slug by hand.
 * `followFrom(text)` goes in the form's onValuesChange when the source field changes; the field stops following on
 * the first key typed in it.
 */
export function useFollowingSlug(form: FormInstance, initiallyFollowing: boolean) {
  const following = useRef(initiallyFollowing);
  const followFrom = (text: string) => {
    if (!following.current) return;
    form.setFieldValue('url_slug', slugFromName(text));
    // A slug message shown before stays only while the made slug is still empty.
    if (form.getFieldError('url_slug').length) form.validateFields(['url_slug']).catch(() => undefined);
  };
  return { followFrom, stopFollowing: () => (following.current = false) };
}

export interface SlugFieldProps {
  form: FormInstance;
  label: string;
  hint: string;
  /** Said when no slug can be made from what is typed. */
  missing: string;
  maxLength: number;
  onTyped: () => void;
}

/** The `url_slug` form item: required, tidied to a slug when the field is left. */
export function SlugField({ form, label, hint, missing, maxLength, onTyped }: SlugFieldProps) {
  return (
    <Form.Item
      name="url_slug"
      label={label}
      required
      extra={hint}
      rules={[
        {
          validator: (_, value: string | undefined) =>
            slugFromName(value ?? '') ? Promise.resolve() : Promise.reject(new Error(missing)),
        },
      ]}
    >
      <Input
        aria-label={label}
        maxLength={maxLength}
        onChange={onTyped}
        onBlur={(event) => form.setFieldValue('url_slug', slugFromName(event.target.value))}
      />
    </Form.Item>
  );
}
