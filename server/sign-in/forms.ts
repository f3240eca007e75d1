import { z } from 'zod';
import { field, staffForm } from '../staff-shell/forms';

// The forms of signing in and of the accounts page, checked by Fastify before the route runs (staff-shell/forms.ts).

/** Passwords are hashed whole; anything longer than this is not a password someone typed. */
const PASSWORD_MAX = 1000;

export const signInForm = staffForm({ email: field(320), password: field(PASSWORD_MAX), next: field(500) });
export const setPasswordForm = staffForm({ token: field(100), password: field(PASSWORD_MAX), confirm: field(PASSWORD_MAX) });
/** The accounts page ticks roles as checkboxes (`roles`, one value or several); older forms sent one `role`. */
const roleList = z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).optional();
export const accountForm = staffForm({ email: field(320), roles: roleList, role: field(20) });
export const rolesForm = staffForm({ roles: roleList, role: field(20) });
