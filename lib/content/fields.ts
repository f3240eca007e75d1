import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Marks a string field as the name of an original under content/images/ (zod metadata), so the editor's
 * configuration (lib/cms/) offers an image upload for it instead of a text box.
 */
export const CONTENT_IMAGE = 'content-image';

/**
 * A reference to an original under `{root}/images/`, e.g. `gallery/sports-day-01.jpg`. Checked against the
 * file system so a typo fails `check:content` with the field named, before any page is built.
 */
export function imageKey(root: string) {
  return z
    .string()
    .min(1)
    .refine((key) => !key.includes('..') && fs.existsSync(path.join(root, 'images', key)), {
      message: 'No such image under content/images/',
    })
    .meta({ format: CONTENT_IMAGE });
}

/** A path on this site, e.g. `/downloads/fee-structure.pdf` or `/contact`. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'Expected a site path starting with /');
