import { enForm } from './texts/en-form';
import type { MessageKey } from './texts/types';

/** Upload rules shared by the file inputs and the server. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Photos above this size are downscaled in the browser before sending. */
export const DOWNSCALE_ABOVE_BYTES = 2 * 1024 * 1024;
export const DOWNSCALE_LONG_EDGE = 2000;

export interface UploadRule {
  /** The `accept` attribute of the file input. */
  accept: string;
  /** What file-type reports for allowed files (by content, not by name). */
  kinds: readonly string[];
  hint: string;
  wrongType: string;
  /** The wrong type's message key, where the form speaks more than English. */
  wrongTypeKey?: MessageKey;
}

export const screenshotUpload: UploadRule = {
  accept: 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf',
  kinds: ['jpg', 'png', 'webp', 'pdf'],
  hint: enForm.hints.screenshot,
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
export const FILE_REQUIRED = enForm.messages.fileRequired;

/** "1.4 MB", "320 KB": the size shown next to a chosen file. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

/** A document of the admissions checklist, uploaded on the family's application page. */
export const documentUpload: UploadRule = {
  accept: 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf',
  kinds: ['jpg', 'png', 'webp', 'pdf'],
  hint: 'A photo or scan (JPEG, PNG or WebP) or a PDF, up to 5 MB. Large photos are made smaller when they arrive.',
  wrongType: 'The document must be a JPEG, PNG or WebP image or a PDF.',
};
