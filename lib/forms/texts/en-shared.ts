/**
 * The few English words that every form and the status look-up share, apart so that a form in another language (and
 * the look-up, which has its own words) takes just these from English-speaking code (a field's default words) rather
 * than all of en-form.ts. en-form.ts spreads them into its own; mr-shared.ts has the same keys in Marathi.
 */
export const enShared = {
  networkError: 'An error occurred. Please try again.',
  pleaseChoose: 'Please choose',
  optional: '(optional)',
} as const;
