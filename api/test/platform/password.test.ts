import { hashPassword, verifyPassword } from '../../src/auth/password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^15, r=8, p=1 and a 16-byte salt, different each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('storedesk-demo'),
      hashPassword('storedesk-demo'),
    ]);
    const [scheme, log2N, r, p, salt] = first.split('$');
    expect([scheme, log2N, r, p]).toEqual(['scrypt', '15', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only, long and non-ASCII ones included', async () => {
    for (const password of ['storedesk-demo', 'é'.repeat(70), 'x'.repeat(1024)]) {
      const hash = await hashPassword(password);
      expect(await verifyPassword(password, hash)).toBe(true);
      expect(await verifyPassword(`${password}!`, hash)).toBe(false);
    }
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9');
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('rejects malformed hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
