// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, verifyPassword } from './password';

describe('password hashing', () => {
  it('encodes scrypt parameters, salt and hash, with a fresh salt each time', async () => {
    const a = await hashPassword('demo12345');
    const b = hashPasswordSync('demo12345');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo12345', a)).toBe(true);
    expect(await verifyPassword('demo12345', b)).toBe(true);
  });

  it('refuses a wrong password and malformed hashes without throwing', async () => {
    const hash = await hashPassword('right');
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('right', '')).toBe(false);
    expect(await verifyPassword('right', 'bcrypt$2y$10$abc')).toBe(false);
    expect(await verifyPassword('right', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
    expect(await verifyPassword('right', hash.replace(/\$[^$]+$/, '$'))).toBe(false);
  });
});
