import { useCallback, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Dayjs } from 'dayjs';
import { DATE_FORMAT } from '../../format/dates';
import { dayjs } from '../../format/dayjs-zone';

/** What a date field says about a typed date it cannot take (antd's picker would drop it without a word). */
export const TYPED_DATE_TEXTS = {
  upToToday: 'Pick a date up to today',
  format: `Type the date as ${DATE_FORMAT}, e.g. 25/01/2026`,
} as const;

/**
 * Why the text typed in a date field cannot be taken: not a date of the format, or a day the field refuses
 * (isRefused, e.g. after today in the store's zone). null when it can, or when nothing is typed.
 */
export function typedDateProblem(
  text: string,
  isRefused: (day: Dayjs) => boolean,
  refusedMessage: string = TYPED_DATE_TEXTS.upToToday,
  format: string = DATE_FORMAT,
): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const day = dayjs(trimmed, format, true);
  if (!day.isValid()) return TYPED_DATE_TEXTS.format;
  return isRefused(day) ? refusedMessage : null;
}

/**
 * For a date picker outside a form (the dashboard's day): on Enter or on leaving the field, the typed text is
 * checked and `problem` says why it was not taken; picking a day clears it. Spread `handlers` on the picker.
 */
export function useTypedDateCheck(isRefused: (day: Dayjs) => boolean, refusedMessage?: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const check = useCallback(
    (event: { target: EventTarget }) =>
      setProblem(typedDateProblem((event.target as HTMLInputElement).value ?? '', isRefused, refusedMessage)),
    [isRefused, refusedMessage],
  );
  const handlers = {
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter') check(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => check(event),
  };
  return { problem, clear: () => setProblem(null), handlers };
}
