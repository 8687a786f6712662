import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@storedesk/shared';
import { CUSTOMER_FORM_TEXTS as T } from '../../shared/texts/customer-form-texts';
import { loadCountries } from './load-countries';

export const countryKeys = { all: ['countries'] as const };

/**
 * The country list, loaded once `enabled` turns true (the first time a country field is opened or searched)
 * and kept for the session: the file never changes while the page is open. A failure shows
 * 'Error retreiving country codes' (spec 1 §8) once per failure.
 */
export function useCountries(enabled: boolean) {
  const query = useQuery({
    queryKey: countryKeys.all,
    queryFn: loadCountries,
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) toast.error(T.countryErrorTitle, T.countryError);
  }, [isError, errorUpdatedAt]);
  return query;
}
