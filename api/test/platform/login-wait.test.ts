import { ceilingWaitSeconds, pairWaitSeconds } from '../../src/auth/login-wait';
import { TOO_MANY_ATTEMPTS, tooManyAttemptsMessage } from '../../src/auth/rate-limit';
import { DEFAULT_LOGIN_LIMITS } from '../../src/config';

describe('login waits', () => {
  it('lets a pair fail 5 times, then waits 1, 2, 4 ... minutes up to 15 minutes after its last failure', () => {
    const waits = [0, 4, 5, 6, 7, 8, 9, 40].map((failures) =>
      pairWaitSeconds(failures, 0, DEFAULT_LOGIN_LIMITS),
    );
    expect(waits).toEqual([0, 0, 60, 120, 240, 480, 900, 900]);
    expect(pairWaitSeconds(7, 30, DEFAULT_LOGIN_LIMITS)).toBe(210);
    expect(pairWaitSeconds(7, 240, DEFAULT_LOGIN_LIMITS)).toBe(0);
  });

  it('keeps a ceiling until its oldest counted failure leaves the window', () => {
    expect(ceilingWaitSeconds(undefined, 3600)).toBe(0);
    expect(ceilingWaitSeconds(600, 3600)).toBe(3000);
    expect(ceilingWaitSeconds(3700, 3600)).toBe(0);
  });

  it('says how long to wait, in seconds under a minute and whole minutes (rounded up) above', () => {
    expect(tooManyAttemptsMessage(0.2)).toBe('Too many login attempts. Please wait 1 second and try again.');
    expect(tooManyAttemptsMessage(8)).toBe('Too many login attempts. Please wait 8 seconds and try again.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many login attempts. Please wait 2 minutes and try again.');
    expect(TOO_MANY_ATTEMPTS).toBe('Too many login attempts. Please wait 15 minutes and try again.');
  });
});
