import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** What became of one save: its answer is the screen's, it failed, or a later save (or leaving) replaced it. */
export type AutosaveOutcome<R> =
  { state: 'saved'; result: R } | { state: 'failed'; error: unknown } | { state: 'superseded' };

export interface Autosave<V, R> {
  /** Sends now; resolves with the outcome, 'superseded' if a later save was started before this one answered. */
  save: (value: V) => Promise<AutosaveOutcome<R>>;
  /** A save is in flight. */
  saving: boolean;
}

/**
 * The kit's mechanism for a save that follows edits (an autosave), where useSubmit's "drop what comes while
 * busy" would lose the latest edit: every change is sent, and only the latest save's answer counts. An earlier
 * answer that comes later (success or error) is ignored, so no error shows after a later success and an old
 * answer never replaces a newer one. Answers after the screen is gone are ignored too.
 */
export function useAutosave<V, R>(send: (value: V) => Promise<R>): Autosave<V, R> {
  const ticket = useRef(0);
  const mounted = useRef(true);
  const [pending, setPending] = useState(0);
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = useCallback(async (value: V): Promise<AutosaveOutcome<R>> => {
    const mine = ++ticket.current;
    setPending((count) => count + 1);
    let outcome: AutosaveOutcome<R>;
    try {
      outcome = { state: 'saved', result: await latestSend.current(value) };
    } catch (error) {
      outcome = { state: 'failed', error };
    }
    if (!mounted.current) return { state: 'superseded' };
    setPending((count) => count - 1);
    return mine === ticket.current ? outcome : { state: 'superseded' };
  }, []);

  return { save, saving: pending > 0 };
}
