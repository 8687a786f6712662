import { useMemo, useState } from 'react';
import { Select, Spin, Typography } from 'antd';
import { COUNTRY_SEARCH_MIN, searchCountries, type CountryEntry } from '../countries/country';
import { useCountries } from '../countries/use-countries';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';

export interface CountrySelectProps {
  /** Form.Item's id (its label points at it), value (the country name) and onChange. */
  id?: string;
  value?: string;
  onChange?: (name: string) => void;
  /** The chosen entry, so the form can fill the codes that go with the country. */
  onPick?: (entry: CountryEntry | null) => void;
}

/**
 * A country chosen by search from 1 character (spec 1 §5). The list file is only fetched when the field is
 * first focused; if it cannot be fetched the field says 'Error retreiving country codes' (and a toast does).
 */
export function CountrySelect({ id, value, onChange, onPick }: CountrySelectProps) {
  const [wanted, setWanted] = useState(false);
  const [search, setSearch] = useState('');
  const countries = useCountries(wanted);
  const matches = useMemo(() => searchCountries(countries.data ?? [], search), [countries.data, search]);
  const options = matches.map((entry) => ({
    value: entry.Country,
    label: `${entry.Country} (${entry['International dialing']})`,
  }));

  const empty = countries.isError ? (
    <Typography.Text type="danger">{T.countryError}</Typography.Text>
  ) : countries.isFetching ? (
    <Spin size="small" description={T.countryLoading} />
  ) : search.trim().length < COUNTRY_SEARCH_MIN ? (
    T.countrySearchHint
  ) : (
    T.noCountry
  );

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      allowClear
      placeholder={T.countryPlaceholder}
      value={value || undefined}
      options={options}
      notFoundContent={empty}
      onFocus={() => setWanted(true)}
      onOpenChange={(open) => {
        if (open) setWanted(true);
      }}
      onChange={(name?: string) => {
        setSearch('');
        onChange?.(name ?? '');
        onPick?.(matches.find((entry) => entry.Country === name) ?? null);
      }}
    />
  );
}
