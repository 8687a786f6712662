import { Select, Spin } from 'antd';
import { CARTS_TEXTS as T } from '../abandoned-carts-texts';
import type { CustomerChoice } from '../filter/cart-filter-form';

export interface CustomerSearchSelectProps {
  /** Form.Item's id (its label points at it), value and onChange. */
  id?: string;
  value?: CustomerChoice | null;
  onChange?: (next: CustomerChoice | null) => void;
  /** What the user typed; the container searches with it from 3 characters. */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  options: CustomerChoice[];
  searching: boolean;
  minLength: number;
}

/** A customer picked by search; the server already matched the keyword, so the options are not filtered again. */
export function CustomerSearchSelect({
  id,
  value,
  onChange,
  keyword,
  onKeywordChange,
  options,
  searching,
  minLength,
}: CustomerSearchSelectProps) {
  const tooShort = keyword.trim().length < minLength;
  return (
    <Select<CustomerChoice>
      id={id}
      showSearch={{ filterOption: false, onSearch: onKeywordChange }}
      labelInValue
      allowClear
      aria-label={T.filter.customer}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={tooShort ? [] : options}
      notFoundContent={
        searching ? <Spin size="small" /> : tooShort ? T.filter.customerTooShort : T.filter.customerNone
      }
    />
  );
}
