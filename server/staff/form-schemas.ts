import { z } from 'zod';

/**
 * The bodies the staff pages post, one schema per form, checked by Fastify before the route runs
 * (fastify-type-provider-zod): a body of the wrong shape (a field given twice, an object where text belongs,
 * an over-long value) is answered 400 with the staff error page and never reaches a handler.
 * Missing fields are allowed here: the routes answer those with the form and its message.
 */

/** One text field of a form; @fastify/formbody gives a repeated field as an array, which no staff form sends. */
const field = (max: number) => z.string().max(max).optional();

/** Every staff form repeats the session's CSRF token (checked after the schema, in the staff plugin). */
function staffForm<Shape extends z.ZodRawShape>(shape: Shape) {
  // A POST without a body is read as an empty form, so a missing token gets "This form has expired", as before.
  return z.preprocess((body) => body ?? {}, z.object({ _csrf: field(100), ...shape }));
}

/** The longest text a staff textarea takes (its `maxlength`); the notes and status forms share it. */
export const NOTE_MAX = 2000;
/** Passwords are hashed whole; anything longer than this is not a password someone typed. */
const PASSWORD_MAX = 1000;

export const signInForm = staffForm({ email: field(320), password: field(PASSWORD_MAX), next: field(500) });
export const setPasswordForm = staffForm({ token: field(100), password: field(PASSWORD_MAX), confirm: field(PASSWORD_MAX) });
export const csrfOnlyForm = staffForm({});
export const statusForm = staffForm({ status: field(40), note: field(NOTE_MAX), mail: z.enum(['yes']).optional() });
export const noteForm = staffForm({ body: field(NOTE_MAX) });
/** The accounts page ticks roles as checkboxes (`roles`, one value or several); older forms sent one `role`. */
const roleList = z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).optional();
export const accountForm = staffForm({ email: field(320), roles: roleList, role: field(20) });
export const rolesForm = staffForm({ roles: roleList, role: field(20) });
export const revertForm = staffForm({ sha: field(64) });
export const erasureForm = staffForm({ expected: field(200) });
/** The office's check of a requester's identity in person: the forms it covers (checkboxes) and how it was checked. */
export const identityForm = staffForm({ references: z.union([z.string().max(30), z.array(z.string().max(30)).max(50)]).optional(), how: field(300) });

/** The office's verdict on a family's document (issue 22): its checks are the route's (routes/staff-admissions.ts). */
export const documentVerdictForm = staffForm({ verdict: field(10), fileId: field(64), reason: field(500) });
/** A visit time: date, start, end, place, seats and a note for the families. */
export const visitSlotForm = staffForm({ day: field(10), starts: field(5), ends: field(5), place: field(120), capacity: field(6), note: field(200) });

/** The office's decision on a seat (routes/staff-offers.ts checks the values): offer, waiting list or no seat. */
export const decisionForm = staffForm({ decision: field(20), replyBy: field(10), position: field(6), note: field(NOTE_MAX) });
/** Stopping every link to a family's page, and (ticked) mailing the family a new one. */
export const linksRevokeForm = staffForm({ mail: z.enum(['yes']).optional() });
/** Why a UTR does not match the bank statement, for the family to read. */
export const utrRejectForm = staffForm({ reason: field(500) });

/** A text field or query value, trimmed and cut to `max` characters; anything else (absent, a list) is empty. */
export const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
