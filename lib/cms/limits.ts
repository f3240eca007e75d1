import { MAX_UPLOAD_BYTES } from '../forms/uploads';

/** A data file (YAML or Markdown) the editor saves is text of at most this size. */
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** Base64 of a media file of MAX_UPLOAD_BYTES, rounded up. */
const MAX_BASE64 = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4;
/**
 * The largest request the editor's backend takes (a few data files and the photos saved with them): the form service's
 * limit (server/features/editor) and the one of the proxy in front of it (server/host-config.ts).
 */
export const CMS_MAX_BODY_BYTES = 4 * MAX_BASE64 + 2 * MAX_ENTRY_BYTES;
