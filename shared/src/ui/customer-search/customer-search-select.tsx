import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';
import { useErrorToast } from '../../api/use-error-toast';
import { useSession } from '../../session/session-store';
import type { CustomerSearchReply } from '../../contracts';

/** Customer searches ask for 15 (spec 1 §5, spec 2 §9); where they start is the screen's (2 or 3 characters). */
export const CUSTOMER_SEARCH_LIMIT = 15;

/** A customer as a search select shows it: "Name (phone or e-mail)". */
export interface CustomerChoice {
  value: string;
  label: string;
}

interface NamedCustomer {
  first_name: string;
  last_name: string;
  phone_no?: string | null;
  email?: string | null;
}

/** "Meera Kapoor (9876543210)", or the e-mail when there is no phone, or the name alone. */
export function customerChoiceLabel(c: NamedCustomer): string {
  const name = `${c.first_name} ${c.last_name}`.trim();
  const contact = c.phone_no || c.email;
  return contact ? `${name} (${contact})` : name;
}

/**
 * GET customer/search?limit=15&offset=1&filter.keyword, asked only from `minLength` characters of the trimmed
 * keyword; a failure shows the server's message.
 */
export function useCustomerSearchChoices(keyword: string, minLength: number) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  const search = useQuery({
    queryKey: ['customer-search', storeId, trimmed] as const,
    queryFn: ({ signal }) =>
      api.get<CustomerSearchReply>(
        'customer/search',
        { limit: CUSTOMER_SEARCH_LIMIT, offset: 1, 'filter.keyword': trimmed },
        { signal },
      ),
    enabled: trimmed.length >= minLength,
  });
  useErrorToast(search.error, search.errorUpdatedAt);
  const choices = useMemo<CustomerChoice[]>(
    () => (search.data?.data ?? []).map((c) => ({ value: c._id, label: customerChoiceLabel(c) })),
    [search.data],
  );
  return { choices, searching: search.isFetching };
}

export interface CustomerSearchSelectProps {
  /** The chosen customer (id and label), or null. */
  value?: CustomerChoice | null;
  onChange?: (value: CustomerChoice | null) => void;
  /** Characters typed before the search is asked (the screen's rule). */
  minLength: number;
  ariaLabel: string;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * A search select of the store's customers (labelInValue, so a form keeps who was chosen): types at least
 * `minLength` characters, then picks one of up to 15 matches. Usable as an antd Form.Item control.
 */
export function CustomerSearchSelect({
  value,
  onChange,
  minLength,
  ariaLabel,
  placeholder,
  disabled,
}: CustomerSearchSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { choices, searching } = useCustomerSearchChoices(keyword, minLength);
  return (
    <Select<CustomerChoice>
      allowClear
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      aria-label={ariaLabel}
      placeholder={placeholder}
      disabled={disabled}
      loading={searching}
      value={value ?? undefined}
      options={choices}
      notFoundContent={keyword.trim().length < minLength ? null : undefined}
      onChange={(next) => {
        setKeyword('');
        onChange?.(next ? { value: next.value, label: String(next.label) } : null);
      }}
    />
  );
}
