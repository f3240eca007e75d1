import type { SharedWords } from './types';

/** The words every form and the look-up share, in Marathi (issue 35), key for key as en-shared.ts. */
export const mrShared: SharedWords = {
  networkError: 'काहीतरी चूक झाली. कृपया पुन्हा प्रयत्न करा.',
  pleaseChoose: 'कृपया निवडा',
  optional: '(ऐच्छिक)',
};
