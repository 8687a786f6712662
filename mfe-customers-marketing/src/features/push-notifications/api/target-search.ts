import { useQuery } from '@tanstack/react-query';
import { useSession, type Operation, type QueryValue } from '@storedesk/shared';
import { fetchWhole } from './fetch-whole';
import { pushKeys } from './push-keys';

/** One choice of a target select: the id the notification opens and what the user reads. */
export interface TargetOption {
  value: string;
  label: string;
}

/** How one kind of target is looked up: its list call, keyword parameter, threshold and labels. */
export interface TargetLookup<T> {
  kind: string;
  operation: Operation;
  /** The keyword is used from this many characters (spec 2 §5). */
  minLength: number;
  firstLimit: number;
  maxLimit: number;
  query(keyword: string): Record<string, QueryValue>;
  toOption(row: T): TargetOption;
}

export async function searchTargets<T>(
  lookup: TargetLookup<T>,
  keyword: string,
  signal?: AbortSignal,
): Promise<TargetOption[]> {
  const reply = await fetchWhole<T>(lookup.operation, lookup.query(keyword), lookup, signal);
  return reply.data.map(lookup.toOption);
}

/** The options matching the trimmed keyword; nothing is asked without a lookup or below its threshold. */
export function useTargetSearch<T>(lookup: TargetLookup<T> | null, keyword: string) {
  const storeId = useSession((state) => state.store?._id);
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: pushKeys.targets(storeId, lookup?.kind ?? 'none', trimmed),
    queryFn: ({ signal }) => searchTargets(lookup as TargetLookup<T>, trimmed, signal),
    enabled: lookup !== null && trimmed.length >= lookup.minLength,
  });
}
