import * as z from 'zod/mini';
import { email, phone, requiredLine } from './formats';

/** The contact page's 'Get in Touch' form (SPEC section 3): all four fields required. */
export const contactSchema = z.object({
  firstName: requiredLine(),
  lastName: requiredLine(),
  email,
  phone,
});

export type ContactValues = z.output<typeof contactSchema>;
