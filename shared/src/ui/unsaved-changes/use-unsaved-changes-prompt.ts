import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { askToDropEdits } from './ask-to-drop-edits';
import { UNSAVED_CHANGES_TEXTS as T } from './unsaved-changes-texts';

/** Signing out (or a 401) always goes through: the session is over, there is nothing left to save into. */
const ALWAYS_ALLOWED = new Set(['/login']);

/**
 * Asks before leaving a form with unsaved changes: an in-app navigation to another page waits for 'Leave' or
 * 'Stay'; closing or reloading the tab gets the browser's own question. Call `release()` just before navigating
 * away after a successful save, so that navigation is not held. Needs the host's data router (useBlocker).
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  // Set by release(): the form is being left after a save, so neither a navigation nor a reload is held, even if
  // a late render marks it dirty again before it goes.
  const released = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !released.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      !ALWAYS_ALLOWED.has(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    askToDropEdits(modal, asking, T, { drop: () => blocker.proceed(), keep: () => blocker.reset() });
  }, [blocker, modal]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (released.current) return;
      event.preventDefault();
      // Older browsers need a returnValue to show their own question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    /** Lets the next navigation through (after a save): the changes are kept on the server now. */
    release: useCallback(() => {
      dirtyRef.current = false;
      released.current = true;
    }, []),
  };
}
