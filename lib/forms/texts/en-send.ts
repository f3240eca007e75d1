/**
 * The forms' words in English that only a send shows: its outcomes, the reference, the upload's progress, the summary of
 * the answers to correct and the offer of a draft kept on the phone. Apart from en-form.ts (what a form shows at first)
 * so that a form island downloads them with the send's code, in its own language only (send-words.ts); mr-send.ts has
 * the same keys in Marathi.
 */
export const enSend = {
  messages: {
    chooseFileAgain: 'Files cannot be kept on this phone: please choose the file again.',
    fileRequired: 'Please choose a file to upload.',
    success: 'Form submitted successfully!',
    failure: 'Failed to submit form. Please try again.',
    sending: 'Sending...',
    correctFields: 'Please correct the fields marked below.',
    keptOffline: 'You are offline: your form is kept on this phone and will be sent when you are back online.',
    keptAfterFailure: 'The connection failed: your form is kept on this phone and will be sent when the connection returns.',
    deliveredLater: 'It was kept on this phone while you were offline and has now reached the school.',
  },
  /** The labels of fields only the English-only forms have (and the consent box): the error summary names them. */
  labels: {
    phone: 'Phone number',
    consent: 'Parent or guardian consent',
    name: 'Full name',
    message: 'Message',
    resume: 'Résumé',
    requestType: 'What you are asking for',
    references: 'Reference numbers of your forms',
    details: 'Details of your request',
  },
  ui: {
    referenceBefore: 'Your reference number: ',
    referenceAfter: '. Please keep it; we have also sent it by e-mail.',
    uploadProgress: 'Upload progress',
    oneToCorrect: 'One answer needs correcting:',
    manyToCorrect: '{count} answers need correcting:',
    draftGroup: 'What you typed before',
    draftText: 'You started this form on this phone on {when}. Your answers were kept here (files and the consent box are not kept).',
    draftRestore: 'Restore what you typed on {when}',
    draftDiscard: 'Start again',
  },
} as const;
