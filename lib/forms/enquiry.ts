import * as z from 'zod/mini';
import { optionalEmail, optionalLine, optionalPhone, optionalText } from './formats';
import { messageKey } from './texts/render';

/**
 * The footer contact form (SPEC section 3: name, email, phone, message). The spec requires none of them, but an
 * enquiry nobody can answer is useless: a message and one way to reply (e-mail or phone) are needed.
 */
export const enquirySchema = z
  .object({
    name: optionalLine(),
    email: optionalEmail,
    phone: optionalPhone,
    message: optionalText(),
  })
  .check(
    z.refine((value) => value.message.length > 0, { message: messageKey('writeMessage'), path: ['message'] }),
    z.refine((value) => value.email.length > 0 || value.phone.length > 0, {
      message: messageKey('replyContact'),
      path: ['email'],
    }),
  );

export type EnquiryValues = z.output<typeof enquirySchema>;
