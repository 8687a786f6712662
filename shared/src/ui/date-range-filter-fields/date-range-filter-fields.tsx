import type { ReactNode } from 'react';
import { Form, Select } from 'antd';
import { DATE_FORMAT } from '../../format/dates';
import type { DateOption } from '../../format/date-options';
import { StoreRangePicker } from '../store-date-picker/store-date-picker';

/** The choice that asks for a typed range; every date-choice list in the specs spells it this way. */
const CUSTOM_CHOICE = 'CUSTOM' satisfies DateOption;

export interface DateRangeFilterFieldsProps<F extends object = Record<string, unknown>> {
  /** The form field holding the date choice (TODAY, WEEK, CUSTOM...). */
  name: keyof F & string;
  /** The form field holding the [from, to] range, asked for only when the choice is CUSTOM. */
  rangeName: keyof F & string;
  /** Also the choice's accessible name, which the screen tests look fields up by. */
  label: string;
  /** Also the range picker's accessible name. */
  rangeLabel: string;
  options: { value: string; label: string }[];
  /** Every filter lets the choice be cleared; false for a form where a choice is mandatory. */
  allowClear?: boolean;
  /** The message when CUSTOM is chosen with no range; antd's default ("Please enter <label>") when absent. */
  requiredMessage?: string;
  /** A hint under the choice. */
  extra?: ReactNode;
}

/**
 * A date choice and, when it is CUSTOM, its required dd/mm/yyyy range: the pair of rows the filter forms repeat.
 * Put it inside an antd Form (e.g. FilterModal); the range row follows the choice through Form.Item dependencies.
 */
export function DateRangeFilterFields<F extends object = Record<string, unknown>>({
  name,
  rangeName,
  label,
  rangeLabel,
  options,
  allowClear = true,
  requiredMessage,
  extra,
}: DateRangeFilterFieldsProps<F>) {
  // F only checks the callers' field names; antd's Form.Item cannot resolve its NamePath over an open F.
  const choiceField: string = name;
  const rangeField: string = rangeName;
  return (
    <>
      <Form.Item name={choiceField} label={label} extra={extra}>
        <Select allowClear={allowClear} aria-label={label} options={options} />
      </Form.Item>
      <Form.Item noStyle dependencies={[choiceField]}>
        {({ getFieldValue }) =>
          getFieldValue(choiceField) === CUSTOM_CHOICE && (
            <Form.Item
              name={rangeField}
              label={rangeLabel}
              rules={[{ required: true, ...(requiredMessage ? { message: requiredMessage } : {}) }]}
            >
              <StoreRangePicker format={DATE_FORMAT} aria-label={rangeLabel} />
            </Form.Item>
          )
        }
      </Form.Item>
    </>
  );
}
