import type { ErrorCode } from '@storedesk/shared/contracts';

/** The 400/409 answer a database error maps to: a status and plain words for the screen. */
export interface ClientErrorAnswer {
  status: number;
  message: string;
  title: string;
  /** The answer's code when its status alone does not say it (DUPLICATE for a unique index). */
  code?: ErrorCode;
}
