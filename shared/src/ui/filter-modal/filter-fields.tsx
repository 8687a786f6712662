import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Select } from 'antd';
import { isShortKeyword, KEYWORD_TOO_SHORT } from './filter-keyword';

interface FilterFieldProps {
  /** The filter form's field. */
  name: string;
  /** Also the control's accessible name. */
  label: string;
  extra?: ReactNode;
}

/** A choice among fixed options (status, channel, sort ...), cleared with the select's x unless told not to. */
export function FilterSelectField({
  name,
  label,
  extra,
  options,
  allowClear = true,
}: FilterFieldProps & { options: { value: string | number; label: ReactNode }[]; allowClear?: boolean }) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <Select allowClear={allowClear} aria-label={label} options={options} />
    </Form.Item>
  );
}

/** One end of a number range (from / to), never below `min`; `precision` 0 for counts, 2 for money. */
export function FilterNumberField({
  name,
  label,
  extra,
  precision,
  min = 0,
}: FilterFieldProps & { precision?: number; min?: number }) {
  return (
    <Form.Item name={name} label={label} extra={extra}>
      <InputNumber min={min} precision={precision} style={{ width: '100%' }} aria-label={label} />
    </Form.Item>
  );
}

/**
 * The list's keyword (a text box cleared with its x). Under 3 characters the field says 'Type at least 3
 * characters to search' at once; such a keyword is not sent (searchKeyword) and not counted on the Filter button.
 */
export function FilterKeywordField({
  name = 'keyword',
  label,
  extra,
  maxLength,
}: Omit<FilterFieldProps, 'name'> & { name?: string; maxLength?: number }) {
  const short = isShortKeyword(Form.useWatch(name));
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      validateStatus={short ? 'warning' : undefined}
      help={short ? KEYWORD_TOO_SHORT : undefined}
    >
      <Input allowClear maxLength={maxLength} aria-label={label} />
    </Form.Item>
  );
}
