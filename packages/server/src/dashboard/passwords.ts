import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Operator passwords are kept as scrypt hashes: memory-hard (N = 2^17, r = 8 takes 128 MiB per
 * guess), salted per operator. The parameters are stored with the hash, so stronger ones later
 * still verify the older hashes.
 */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** What a new password must be: long enough that the hash is not the weak link. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 12) return 'The password must be at least 12 characters long.';
  if (password.length > 1024) return 'The password must be at most 1024 characters long.';
  return undefined;
}
