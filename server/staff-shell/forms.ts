import { z } from 'zod';

/**
 * The bodies the staff pages post, one schema per form, checked by Fastify before the route runs
 * (fastify-type-provider-zod): a body of the wrong shape (a field given twice, an object where text belongs,
 * an over-long value) is answered 400 with the staff error page and never reaches a handler.
 * Missing fields are allowed here: the routes answer those with the form and its message.
 */

/** One text field of a form; @fastify/formbody gives a repeated field as an array, which no staff form sends. */
export const field = (max: number) => z.string().max(max).optional();

/** Every staff form repeats the session's CSRF token (checked after the schema, in the staff plugin). */
export function staffForm<Shape extends z.ZodRawShape>(shape: Shape) {
  // A POST without a body is read as an empty form, so a missing token gets "This form has expired", as before.
  return z.preprocess((body) => body ?? {}, z.object({ _csrf: field(100), ...shape }));
}

/** The longest text a staff textarea takes (its `maxlength`); the notes and status forms share it. */
export const NOTE_MAX = 2000;

export const csrfOnlyForm = staffForm({});

/** A text field or query value, trimmed and cut to `max` characters; anything else (absent, a list) is empty. */
export const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
