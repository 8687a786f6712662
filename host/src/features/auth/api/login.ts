import { useMutation } from '@tanstack/react-query';
import { api, type LoginBody, type TokenReply, loginOperation } from '@storedesk/shared';

/** POST employee/login (anonymous): step two of login. */
export function loginRequest(body: LoginBody) {
  return api.call<TokenReply>(loginOperation, body, { anonymous: true });
}

export function useLogin() {
  return useMutation({ mutationFn: loginRequest });
}
