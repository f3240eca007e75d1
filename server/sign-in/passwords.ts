import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './policy';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): memory-hard, about a quarter second here.
// The library's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a hash that matches nothing, so a sign-in for an unknown, disabled or locked
 * account takes as long as one for a real account.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummy ??= hashPassword(`not a password ${Math.random()}`);
  await verifyPassword(await dummy, password);
  return false;
}

let common: Set<string> | undefined;

/**
 * Whether a password is one of the ~49,000 commonest (zxcvbn's list, from leaked-password frequencies), also
 * with digits, spaces or symbols added before or after it ("Sunshine2026!!"), which is what attackers try first.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  return common.has(lower) || (core.length >= 4 && common.has(core));
}

export const COMMON_PASSWORD =
  'This password is on the lists of the commonest passwords, which are tried first; please choose another (a few unrelated words make a good one).';

/** What is wrong with a new password, or undefined. Length is what counts (NIST SP 800-63B), not character classes. */
export function passwordProblem(password: string, confirm: string, email: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters; a few words make a good one.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Please keep the password under ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'The password must not be your e-mail address.';
  if (new Set(password).size < 4) return 'This password is too easy to guess; please choose another.';
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  if (password !== confirm) return 'The two passwords are not the same.';
  return undefined;
}
