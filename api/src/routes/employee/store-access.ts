import type { FastifyInstance } from 'fastify';
import {
  StoreAccessByEmailQuery,
  StoreAccessReply,
  listStoreAccessOperation,
  storeAccessByEmailOperation,
} from '@storedesk/shared/contracts';
import { storeAccessList } from '../../auth/employee-view';
import { claimLookup, lookupKey, TOO_MANY_ATTEMPTS } from '../../auth/rate-limit';
import { defineRoute } from '../../http/define-route';
import { tooManyRequests } from '../../http/errors';

export default async function storeAccessRoutes(app: FastifyInstance) {
  defineRoute(app, {
    operation: storeAccessByEmailOperation,
    errors: ['TOO_MANY_REQUESTS'],
    permission: 'public',
    schema: {
      summary: 'Stores linked to an e-mail (login step one)',
      tags: ['session'],
      querystring: StoreAccessByEmailQuery,
      response: { 200: StoreAccessReply },
    },
    handler: async (request) => {
      // The answer tells whether an e-mail has an account, so lookups are limited per client address.
      if (!(await claimLookup(app.db, lookupKey(request.ip), app.config.loginLimits.addressLookups)))
        throw tooManyRequests(TOO_MANY_ATTEMPTS);
      return { data: await storeAccessList(app.db, { email: request.query.email }) };
    },
  });

  defineRoute(app, {
    operation: listStoreAccessOperation,
    errors: ['TOO_MANY_REQUESTS'],
    permission: 'view_store',
    schema: {
      summary: 'Stores the signed-in employee may switch to',
      tags: ['session'],
      response: { 200: StoreAccessReply },
    },
    handler: async (request) => ({
      data: await storeAccessList(app.db, { employeeId: request.auth.employeeId }),
    }),
  });
}
