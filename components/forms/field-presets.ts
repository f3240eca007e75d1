import { hints, htmlPatterns, MAX_LINE } from '@/lib/forms/rules';

/** The props every e-mail field shares (FormField), so each form names only what differs. */
export const emailInput = { type: 'email', autoComplete: 'email', hint: hints.email, maxLength: MAX_LINE } as const;

/** The props every phone field shares: the format rule the server checks, and the phone keyboard. */
export const phoneInput = { type: 'tel', autoComplete: 'tel', inputMode: 'tel', pattern: htmlPatterns.phone, hint: hints.phone } as const;
