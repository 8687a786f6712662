import type { LoginLimits } from '../config';

/** How far back each limit looks (the numbers themselves are config: AppConfig.loginLimits). */
export const PAIR_WINDOW_SECONDS = 60 * 60;
export const ACCOUNT_WINDOW_SECONDS = 60 * 60;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

/**
 * Seconds an account and address pair must still wait, given its failures since its last success and how long ago
 * the last one was: none below the limit, then an exponential delay (1, 2, 4 ... minutes by default) up to a cap,
 * which slows a guesser without ever locking the owner out for long.
 */
export function pairWaitSeconds(failures: number, secondsSinceLast: number, limits: LoginLimits): number {
  if (failures < limits.pairFailures) return 0;
  const delay = Math.min(
    limits.pairDelaySeconds * 2 ** (failures - limits.pairFailures),
    limits.pairMaxDelaySeconds,
  );
  return Math.max(0, delay - secondsSinceLast);
}

/**
 * Seconds until a ceiling frees a place, given the age of the failure at the ceiling (the limit-th newest in the
 * window; undefined when the ceiling is not reached): the wait until that failure leaves the window.
 */
export function ceilingWaitSeconds(ceilingAgeSeconds: number | undefined, windowSeconds: number): number {
  return ceilingAgeSeconds === undefined ? 0 : Math.max(0, windowSeconds - ceilingAgeSeconds);
}
