import { Select, Spin } from 'antd';

export interface SearchChoice {
  value: string;
  label: string;
  /** Shown but not pickable; the label says why. */
  disabled?: boolean;
}

export interface SearchSelectProps {
  /** Form.Item's id (its label points at it), value and onChange. */
  id?: string;
  value?: SearchChoice | null;
  onChange?: (next: SearchChoice | null) => void;
  label: string;
  /** What the user typed; the container searches with it from `minLength` characters. */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  options: SearchChoice[];
  searching: boolean;
  minLength: number;
  tooShortText: string;
  noneText: string;
  disabled?: boolean;
}

/**
 * A choice picked by a server search (customers, services, categories, ...). The server already matched the
 * keyword, so the options are not filtered again; below the threshold nothing is offered.
 */
export function SearchSelect({
  id,
  value,
  onChange,
  label,
  keyword,
  onKeywordChange,
  options,
  searching,
  minLength,
  tooShortText,
  noneText,
  disabled,
}: SearchSelectProps) {
  const tooShort = keyword.trim().length < minLength;
  return (
    <Select<SearchChoice>
      id={id}
      showSearch={{ filterOption: false, onSearch: onKeywordChange }}
      labelInValue
      allowClear
      disabled={disabled}
      aria-label={label}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={tooShort ? [] : options}
      notFoundContent={searching ? <Spin size="small" /> : tooShort ? tooShortText : noneText}
    />
  );
}
