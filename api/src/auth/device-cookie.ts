import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's "device cookies" against account lockout: a browser that signed in to an account gets a cookie naming
 * that account and a device id, signed with the server's key (@fastify/cookie, keyed in app.ts). A login carrying
 * a valid one for its account skips the account ceiling and the address limit (strangers cannot lock the owner
 * out) and is limited per device instead (login-throttle.ts).
 */
const COOKIE_PREFIX = 'sd_device_';
/** Sent to the login call only. */
export const DEVICE_COOKIE_PATH = '/api/employee/login';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** One cookie per account, so a browser shared by several staff trusts each of them. */
export const deviceCookieName = (employeeId: string) => `${COOKIE_PREFIX}${employeeId}`;

/** The device id of the request's valid cookie for this account, or null (none, forged, or another account's). */
export function trustedDevice(request: FastifyRequest, employeeId: string | undefined): string | null {
  if (!employeeId) return null;
  const raw = request.cookies[deviceCookieName(employeeId)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [named, deviceId] = unsigned.value.split('.');
  return named === employeeId && deviceId ? deviceId : null;
}

/** Sets (or renews, keeping its device id) the cookie after a successful login. */
export function issueDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  employeeId: string,
  deviceId: string | null,
) {
  reply.setCookie(deviceCookieName(employeeId), `${employeeId}.${deviceId ?? randomUUID()}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: DEVICE_COOKIE_PATH,
    maxAge: LIFETIME_SECONDS,
  });
}
