import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { searchCustomers } from '../../api/search-customers';
import { useErrorToast } from '../../api/use-error-toast';
import { useSession } from '../../session/session-store';
import type { CustomerSummary } from '../../contracts';

// Kept here too for the screens that import it with the select.
export { CUSTOMER_SEARCH_LIMIT } from '../../api/search-customers';

/** A customer as a search select shows it: "Name (phone or e-mail)". */
export interface CustomerChoice {
  value: string;
  label: string;
}

/** A choice that may be shown but not picked (its label says why). */
export interface CustomerSearchChoice extends CustomerChoice {
  disabled?: boolean;
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
 * The first page of customer/search, asked only from `minLength` characters of the trimmed keyword; a failure
 * shows the server's message. `label` names each choice (a screen may show the name alone). `unavailable` gives
 * the reason a customer cannot be picked on this screen: shown, disabled, the reason after the label. Pass
 * stable functions (module constants): the choices are remade when they change.
 */
export function useCustomerSearchChoices(
  keyword: string,
  minLength: number,
  label: (customer: CustomerSummary) => string = customerChoiceLabel,
  unavailable?: (customer: CustomerSummary) => string | undefined,
) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  const search = useQuery({
    queryKey: ['customer-search', storeId, trimmed] as const,
    queryFn: ({ signal }) => searchCustomers(trimmed, 1, signal),
    enabled: trimmed.length >= minLength,
  });
  useErrorToast(search.error, search.errorUpdatedAt);
  const choices = useMemo<CustomerSearchChoice[]>(
    () =>
      (search.data?.data ?? []).map((c) => {
        const reason = unavailable?.(c);
        return reason
          ? { value: c._id, label: `${label(c)} - ${reason}`, disabled: true }
          : { value: c._id, label: label(c) };
      }),
    [search.data, label, unavailable],
  );
  return { choices, searching: search.isFetching };
}

export interface CustomerSearchSelectProps {
  /** Form.Item's id, so its label points at the select. */
  id?: string;
  /** The chosen customer (id and label), or null. */
  value?: CustomerChoice | null;
  onChange?: (value: CustomerChoice | null) => void;
  /** Characters typed before the search is asked (the screen's rule). */
  minLength: number;
  ariaLabel: string;
  placeholder?: string;
  disabled?: boolean;
  /** How a choice is named; "Name (phone or e-mail)" unless the screen says otherwise. */
  choiceLabel?: (customer: CustomerSummary) => string;
}

/**
 * A search select of the store's customers (labelInValue, so a form keeps who was chosen): types at least
 * `minLength` characters, then picks one of up to 15 matches. Usable as an antd Form.Item control.
 */
export function CustomerSearchSelect({
  id,
  value,
  onChange,
  minLength,
  ariaLabel,
  placeholder,
  disabled,
  choiceLabel,
}: CustomerSearchSelectProps) {
  const [keyword, setKeyword] = useState('');
  const { choices, searching } = useCustomerSearchChoices(keyword, minLength, choiceLabel);
  return (
    <Select<CustomerChoice>
      allowClear
      labelInValue
      id={id}
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
