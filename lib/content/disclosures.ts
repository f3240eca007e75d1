import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

const disclosureSchema = z.object({
  title: z.string().min(1),
  /** The web page with the same content, linked from the menu instead of the PDF. */
  page: z
    .string()
    .regex(/^\/[a-z0-9-]+$/, 'Expected a page of the site, e.g. /fees')
    .optional(),
  file: z.string().regex(/^\/downloads\/[a-z0-9-]+\.pdf$/, 'Expected a PDF under /downloads/, e.g. /downloads/fee-structure.pdf'),
  description: z.string().min(1),
});

export const disclosuresSchema = z.object({ disclosures: z.array(disclosureSchema).min(1) });

export type Disclosure = z.output<typeof disclosureSchema>;

/** The Mandatory Disclosure documents, in menu order, from `content/disclosures.yml`. */
export function getDisclosures(root: string = defaultContentRoot()): Disclosure[] {
  return readYaml(path.join(root, 'disclosures.yml'), disclosuresSchema).disclosures;
}
