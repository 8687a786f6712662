import type { ReactNode } from 'react';
import { Form, InputNumber, Select } from 'antd';

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
