import { useSearchParams } from 'react-router-dom';

/** The plan id of ?id= (spec 2 §2: edit and details take the id as a query parameter). */
export function usePlanId(): string {
  const [params] = useSearchParams();
  return params.get('id') ?? '';
}
