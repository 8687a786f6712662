import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { DATE_FORMAT } from '../../format/dates';
import { isEmptyFilterValue } from '../filter-modal/remembered-filter';
import { searchKeyword } from '../filter-modal/filter-keyword';

/**
 * How one filter shows as a tag: its label, how its value reads (labels, not codes; store-format dates), and the
 * other keys that belong to the same choice (a custom range's days, a chosen customer's label) and go with it.
 */
export type FilterTagSpec<F extends object> = {
  [K in keyof F & string]: {
    key: K;
    label: string;
    /** The readable value; undefined hides the tag (e.g. a date choice of "Any"). Default: the value as text. */
    show?: (value: NonNullable<F[K]>, filter: F) => ReactNode | undefined;
    also?: (keyof F & string)[];
  };
}[keyof F & string];

export interface ActiveFilterTag {
  key: string;
  label: string;
  value: ReactNode;
}

/** The tags of the filters in force, in the order of `specs`; a keyword too short to search with is not one. */
export function activeFilterTags<F extends object>(
  filter: F,
  specs: readonly FilterTagSpec<F>[],
): ActiveFilterTag[] {
  const tags: ActiveFilterTag[] = [];
  for (const spec of specs) {
    const raw = filter[spec.key];
    if (isEmptyFilterValue(raw)) continue;
    if (spec.key === 'keyword' && searchKeyword(raw) === undefined) continue;
    const show = spec.show as ((value: unknown, filter: F) => ReactNode | undefined) | undefined;
    const value = show ? show(raw, filter) : String(raw);
    if (value === undefined || value === null || value === '') continue;
    tags.push({ key: spec.key, label: spec.label, value });
  }
  return tags;
}

/** The filter without one tag's choice (and the keys that go with it). */
export function withoutFilter<F extends object>(
  filter: F,
  specs: readonly FilterTagSpec<F>[],
  key: string,
): F {
  const spec = specs.find((s) => s.key === key);
  const next = { ...filter } as Record<string, unknown>;
  for (const k of [key, ...(spec?.also ?? [])]) delete next[k];
  return next as F;
}

/** Show helpers for the usual kinds of value. */
export const showAs = {
  /** A code shown by its label ("COMPLETED" -> "Completed"); an unknown code shows as is. */
  label:
    (labels: Readonly<Record<string, ReactNode>> | ((value: string) => ReactNode | undefined)) =>
    (value: unknown) =>
      (typeof labels === 'function' ? labels(String(value)) : labels[String(value)]) ?? String(value),
  /** A calendar day (YYYY-MM-DD, as filters keep them) in the store's date format, DD/MM/YYYY. */
  day: (value: unknown) => calendarDay(value),
  /** A yes / no choice. */
  yesNo:
    (yes = 'Yes', no = 'No') =>
    (value: unknown) =>
      value === true || value === 'true' ? yes : no,
};

/** A kept YYYY-MM-DD day as DD/MM/YYYY (a calendar day: no time zone moves it). */
export function calendarDay(value: unknown): string {
  const day = dayjs(String(value));
  return day.isValid() ? day.format(DATE_FORMAT) : String(value);
}

/** A date choice: its label, or for a custom range its days ("01/11/2026 – 05/11/2026"). */
export function dateChoice(labels: Readonly<Record<string, string>>, from?: unknown, to?: unknown) {
  const range = [from, to].filter((d) => typeof d === 'string' && d !== '').map(calendarDay);
  return (value: unknown) =>
    value === 'ANY'
      ? undefined
      : value === 'CUSTOM' && range.length
        ? range.join(' – ')
        : labels[String(value)];
}
