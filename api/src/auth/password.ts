import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes (issue 2 §4). The cost parameters are stored in the hash, so they can be raised later
 * without breaking old hashes. Format: scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>.
 */
const LOG2_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that at N=2^15, so allow headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `log2N` is for tests only, whose throw-away accounts need no real cost; everything else keeps the default. */
export async function hashPassword(password: string, log2N = LOG2_N): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, log2N, R, P);
  return ['scrypt', log2N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(log2N), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** A hash of nothing anyone knows: checked against for unknown e-mails so their timing matches a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}
