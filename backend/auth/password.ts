import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost (N=2^14, r=8, p=1): ~16 MiB and tens of ms per hash, OWASP's minimum for scrypt. */
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function encode(salt: Buffer, hash: Buffer): string {
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Encoded as `scrypt$N$r$p$salt$hash` (base64), so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, await scryptAsync(password, salt, KEY_LENGTH, PARAMS));
}

/** Synchronous variant for the seed, which runs inside one database transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  return encode(salt, scryptSync(password, salt, KEY_LENGTH, PARAMS));
}

/** False for a wrong password and for any malformed or foreign hash; never throws on bad input. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = encoded.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 };
  if (![options.N, options.r, options.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(hashB64, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, options);
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let dummyHash: string | undefined;

/** A valid hash of a random password: checked against when the e-mail is unknown, so timing does not reveal accounts. */
export function dummyPasswordHash(): string {
  dummyHash ??= hashPasswordSync(randomBytes(12).toString('hex'));
  return dummyHash;
}
