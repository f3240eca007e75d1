import { enForm } from './texts/en-form';
import { enHints } from './texts/en-hints';
import type { HintWords, MessageKey } from './texts/types';
import { IMAGE_OR_PDF_ACCEPT } from './upload-limits';

/** Upload rules shared by the file inputs and the server (the sizes, without words: upload-limits.ts). */
export { DOWNSCALE_ABOVE_BYTES, DOWNSCALE_LONG_EDGE, formatBytes, IMAGE_OR_PDF_ACCEPT, MAX_UPLOAD_BYTES } from './upload-limits';

export interface UploadRule {
  /**
   * The `accept` attribute of the file input. Listing image types has a phone offer its camera beside its files (issue
   * 37); `capture` is left off on purpose, since it would take away choosing a photo or PDF already on the phone.
   */
  accept: string;
  /** What file-type reports for allowed files (by content, not by name). */
  kinds: readonly string[];
  hint: string;
  /** The hint's key in the forms' words (texts/en-hints.ts), where the form speaks more than English. */
  hintKey?: keyof HintWords;
  wrongType: string;
  /** The wrong type's message key, where the form speaks more than English. */
  wrongTypeKey?: MessageKey;
}

export const screenshotUpload: UploadRule = {
  accept: IMAGE_OR_PDF_ACCEPT,
  kinds: ['jpg', 'png', 'webp', 'pdf'],
  hint: enHints.screenshot,
  hintKey: 'screenshot',
  wrongType: enForm.messages.screenshotWrongType,
  wrongTypeKey: 'screenshotWrongType',
};

export const resumeUpload: UploadRule = {
  accept: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // An old Word .doc is an OLE compound file, which file-type reports as "cfb".
  kinds: ['pdf', 'docx', 'cfb'],
  hint: 'Your résumé as PDF, DOC or DOCX, up to 5 MB.',
  wrongType: 'The résumé must be a PDF, DOC or DOCX file.',
};

export const TOO_LARGE = enForm.messages.tooLarge;

/** A document of the admissions checklist, uploaded on the family's application page. */
export const documentUpload: UploadRule = {
  accept: IMAGE_OR_PDF_ACCEPT,
  kinds: ['jpg', 'png', 'webp', 'pdf'],
  hint: 'A photo or scan (JPEG, PNG or WebP) or a PDF, up to 5 MB. On a phone you can take a photo of the document with the camera or choose a file. Large photos are made smaller when they arrive.',
  wrongType: 'The document must be a JPEG, PNG or WebP image or a PDF.',
};
