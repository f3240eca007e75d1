/**
 * One form, stored once: the browser makes a key when a form is first sent and sends it with every attempt (a send
 * kept on the phone while offline and delivered later, a retry after an answer lost on the way). The intake stores one
 * submission per key and answers a repeated key with the first submission's reference.
 */

/** The request header that carries the key (the IETF httpapi draft's name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** What a key looks like: a UUID, or another random token of letters, digits and dashes. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** A key sent with another form than the one first stored under it. */
export const IDEMPOTENCY_KEY_REUSED = 'This form was already sent as another form. Please reload the page and send it again.';

/** A key that is not one (a browser never makes such a key: a hand-made request). */
export const IDEMPOTENCY_KEY_INVALID = 'The Idempotency-Key header must be 16 to 64 letters, digits or dashes.';

/** A new random key: crypto.randomUUID where the page is a secure context, the same 122 random bits otherwise. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
