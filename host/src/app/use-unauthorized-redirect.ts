import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { onUnauthorized, toast } from '@storedesk/shared';
import {
  ACCESS_DENIED_TITLE,
  ACCESS_DENIED_TOAST_KEY,
  OPERATION_ACCESS_DENIED_MESSAGE,
} from './access-texts';
import { endSessionEverywhere } from './end-session';

export const UNAUTHORIZED_DELAY_MS = 1000;

/**
 * Any HTTP 401 (spec 1 §8): a toast, then after 1 s the cache, token and all storage are cleared and the user is at
 * /login. Many calls failing together still give one toast and one redirect.
 */
export function useUnauthorizedRedirect() {
  const navigate = useNavigate();
  // The latest navigate without re-registering (and so cancelling a pending redirect) on every route change.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    onUnauthorized(() => {
      if (timer) return;
      toast.error(ACCESS_DENIED_TITLE, OPERATION_ACCESS_DENIED_MESSAGE, { key: ACCESS_DENIED_TOAST_KEY });
      timer = setTimeout(() => {
        timer = undefined;
        endSessionEverywhere();
        navigateRef.current('/login', { replace: true });
      }, UNAUTHORIZED_DELAY_MS);
    });
    return () => {
      onUnauthorized(null);
      clearTimeout(timer);
    };
  }, []);
}
