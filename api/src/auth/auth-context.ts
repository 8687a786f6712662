import type { Role } from '@storedesk/shared/auth/permissions';

/** What a handler knows about the caller: set by the auth hook from the token. */
export interface AuthContext {
  employeeId: string;
  storeId: string;
  role: Role;
  tokenId: string;
  /** IANA zone of the token's store, for grouping and showing dates by the store's day. */
  storeTimezone: string;
}
