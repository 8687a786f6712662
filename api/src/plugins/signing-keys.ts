import { createHmac, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** One key per use, derived from the server secret, so a print link's key can never check a device cookie. */
export interface SigningKeys {
  printLinks: Buffer;
  deviceCookies: Buffer;
}

const SECRET_NAME = 'signing';

/**
 * The database's secret: the first instance to start inserts a random one, and every instance (that one included)
 * reads whichever insert won, so two instances starting together still agree.
 */
export async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name: SECRET_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ secret: serverSecrets.secret })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, SECRET_NAME));
  return row.secret;
}

export function deriveSigningKeys(secret: string): SigningKeys {
  const derive = (use: string) => createHmac('sha256', secret).update(use).digest();
  return { printLinks: derive('print-links'), deviceCookies: derive('device-cookies') };
}

/** `app.signingKeys`, from SERVER_SECRET or the database's secret. */
async function signingKeys(app: FastifyInstance) {
  const secret = app.config.serverSecret ?? (await storedSecret(app.db));
  app.decorate('signingKeys', deriveSigningKeys(secret));
}

export default fp(signingKeys, { name: 'signing-keys', dependencies: ['db'] });
