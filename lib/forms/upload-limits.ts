/**
 * The upload rules a form island needs, without words: the sizes and what a photo-or-PDF field accepts (uploads.ts adds
 * each rule's words for the server and re-exports these), so a form in any language takes no English from here.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Photos above this size are downscaled in the browser before sending. */
export const DOWNSCALE_ABOVE_BYTES = 2 * 1024 * 1024;
export const DOWNSCALE_LONG_EDGE = 2000;

/**
 * A photo (a phone offers its camera for the image types) or a PDF: the payment proof and the checklist's documents.
 * `capture` is left off on purpose, since it would take away choosing a photo or PDF already on the phone (issue 37).
 */
export const IMAGE_OR_PDF_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** "1.4 MB", "320 KB": the size shown next to a chosen file. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
