/**
 * The hints under the admission form's fields and its consent sentence, in English (and the English forms' e-mail and
 * phone hints): the form's island gets them as props from the page (components/forms/site-admission-form.tsx), so they travel once in the page's
 * HTML, where the same words already are, rather than in the island's code; mr-hints.ts has the same keys in Marathi.
 */
export const enHints = {
  phone: 'e.g. 98220 19940 or 020 2695 1994; outside India, + and the country code first, e.g. +44 20 7946 0000.',
  whatsapp: 'Mobile number on WhatsApp, e.g. 98220 19940; outside India, + and the country code first, e.g. +971 50 123 4567.',
  pinCode: '6-digit PIN code in India, e.g. 411060; elsewhere the postal code, e.g. SW1A 1AA. Leave it empty only if your country has none.',
  country: 'The country of the address above.',
  email: 'An e-mail address we can reply to, e.g. name@example.com.',
  transactionNumber: 'For UPI, the 12-digit UTR (UPI transaction id) your app shows, e.g. 412345678901; for a bank transfer, its UTR or reference number.',
  screenshot:
    'A photo or screenshot (JPEG, PNG or WebP) or a PDF of the payment receipt, up to 5 MB. On a phone you can take the photo with the camera or choose a file. Large photos are made smaller before sending.',
  consentBefore: "I am the child's parent or guardian and I agree that the school stores and uses these details to process the admission, as described in the ",
  consentLink: 'privacy notice',
  consentAfter: '.',
} as const;
