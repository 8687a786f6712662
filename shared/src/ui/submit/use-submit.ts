import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SubmitOptions<R> {
  /** Runs once per action, after the answer, while the form is still on screen. */
  onSuccess?: (result: R) => void;
  /** Runs on a refusal (not after a success, and never after the form is gone). */
  onError?: (error: unknown) => void;
  /**
   * What the form does after a success. 'leave' (it navigates or closes): it stays locked, so a click or Enter
   * queued behind the answer sends nothing. 'stay' (the form stays open for the next edit): it unlocks with a new
   * idempotency key.
   */
  afterSuccess: 'leave' | 'stay';
  /**
   * A form that outlives its openings (a modal kept mounted while closed): a new value here starts a new
   * submission, unlocked, with a new idempotency key. Pass the modal's `open`, or the id of what it edits.
   */
  opening?: unknown;
}

export interface Submit<V> {
  /** Sends the form once: from this call until the answer (and after a 'leave' success) further calls do nothing. */
  run: (value: V) => Promise<boolean>;
  /** For the submit button's `loading` / the modal's `confirmLoading`; after a 'leave' success it stays on. */
  busy: boolean;
  /** The form's idempotency key: the same for every try until a success resets it or the form goes away. */
  idempotencyKey: string;
  /** Unlocks and takes a new key (the form starts over). */
  reset: () => void;
}

const newKey = () => crypto.randomUUID();

/**
 * Thrown by an action that stopped before anything was saved (the person said no to a question on the way, or
 * a check failed and was shown): the form unlocks, keeps its key, and no error is reported.
 */
export class SubmitStopped extends Error {
  constructor() {
    super('The submission was stopped before anything was saved.');
    this.name = 'SubmitStopped';
  }
}

/**
 * The kit's one submit mechanism (issue 21 §1) for every form, modal and confirm: the first click or Enter sends,
 * everything after it until the answer is dropped (a synchronous ref, not the busy state, which React sets a
 * render later), so there is one request, one answer and one toast per action, and no late error after a success.
 * The action gets the form's idempotency key; its errors are the caller's to show (in `onError` or the data
 * layer). Answers that come after the form is gone are ignored.
 */
export function useSubmit<V, R = unknown>(
  action: (value: V, idempotencyKey: string) => Promise<R>,
  options: SubmitOptions<R>,
): Submit<V> {
  const inFlight = useRef(false);
  const mounted = useRef(true);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newKey);
  const keyRef = useRef(idempotencyKey);
  // The latest callbacks, so `run` keeps one identity and never calls a stale closure.
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const reset = useCallback(() => {
    inFlight.current = false;
    keyRef.current = newKey();
    setIdempotencyKey(keyRef.current);
    setBusy(false);
  }, []);

  const opening = options.opening;
  const firstOpening = useRef(true);
  useEffect(() => {
    if (firstOpening.current) {
      firstOpening.current = false;
      return;
    }
    reset();
  }, [opening, reset]);

  const run = useCallback(async (value: V) => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    const { action: send } = latest.current;
    let result: R;
    try {
      result = await send(value, keyRef.current);
    } catch (error) {
      if (!mounted.current) return false;
      inFlight.current = false;
      setBusy(false);
      if (!(error instanceof SubmitStopped)) latest.current.options.onError?.(error);
      return false;
    }
    if (!mounted.current) return true;
    const { onSuccess, afterSuccess } = latest.current.options;
    // A form that leaves stays busy and locked until it is gone.
    if (afterSuccess === 'stay') {
      keyRef.current = newKey();
      setIdempotencyKey(keyRef.current);
      inFlight.current = false;
      setBusy(false);
    }
    onSuccess?.(result);
    return true;
  }, []);

  return { run, busy, idempotencyKey, reset };
}
