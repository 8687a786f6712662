import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  api,
  clearSessionForLogout,
  queryClient,
  type MessageReply,
  logoutOperation,
} from '@storedesk/shared';

/** POST employee/logout: revokes the token on the server. */
export function logoutRequest() {
  return api.call<MessageReply>(logoutOperation);
}

/**
 * Logout (spec 1 §4): revoke the token, clear the cache and every list's remembered filter, and go to /login. The local session ends even if the server cannot be reached.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      await logoutRequest().catch((error: unknown) => console.warn('[logout] server call failed', error));
    },
    onSettled: () => {
      queryClient.clear();
      clearSessionForLogout();
      navigate('/login', { replace: true });
    },
  });
}
