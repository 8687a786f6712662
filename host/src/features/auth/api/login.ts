import { useMutation } from '@tanstack/react-query';
import { api, type LoginBody, type TokenReply } from '@storedesk/shared';

/** POST employee/login (anonymous): step two of login. */
export function loginRequest(body: LoginBody) {
  return api.post<TokenReply>('employee/login', body, { anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: loginRequest });
}
