import { htmlPatterns, MAX_LINE } from '@/lib/forms/rules';

/**
 * The props every e-mail field shares (FormField), so each form names only what differs; without words, so a form in
 * any language can use them (its hint comes from its words: english-form.tsx for the English-only forms).
 */
export const emailInput = { type: 'email', autoComplete: 'email', maxLength: MAX_LINE } as const;

/** The props every phone field shares: the format rule the server checks, and the phone keyboard. */
export const phoneInput = { type: 'tel', autoComplete: 'tel', inputMode: 'tel', pattern: htmlPatterns.phone } as const;
