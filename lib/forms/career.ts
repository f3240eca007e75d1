import * as z from 'zod/mini';
import { email, phone, requiredLine, requiredText } from './formats';

/** 'Apply for a Job' (SPEC section 3: name, email, phone, resume file, message), all required. */
export const careerSchema = z.object({
  name: requiredLine(),
  email,
  phone,
  message: requiredText(),
});

export type CareerValues = z.output<typeof careerSchema>;
