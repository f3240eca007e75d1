import path from 'node:path';
import { z } from 'zod';
import { getDisclosures } from './disclosures';
import { defaultContentRoot, readYaml } from './reader';

/**
 * The PDFs use the standard PDF fonts, which can show Latin-1 and the Windows-1252 punctuation (curly quotes,
 * dashes, bullet) but not, for example, the rupee sign. Checked here so an editor gets the field named.
 */
const PDF_SAFE = /^[\n\r\t\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]*$/;

const pdfText = z
  .string()
  .min(1)
  .refine((text) => PDF_SAFE.test(text), {
    message: 'Contains a character the PDF fonts cannot show (write Rs. for the rupee sign, and plain letters)',
  });

/** A table cell; numbers such as years are accepted and printed as written. */
const pdfCell = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), pdfText);

const tableSchema = z
  .object({
    columns: z.array(pdfText).min(1),
    /** Relative column widths; equal when left out. */
    widths: z.array(z.number().positive()).optional(),
    rows: z.array(z.array(pdfCell)).min(1),
  })
  .superRefine((table, context) => {
    if (table.widths && table.widths.length !== table.columns.length) {
      context.addIssue({ code: 'custom', path: ['widths'], message: `Expected ${table.columns.length} widths, one per column` });
    }
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length) {
        context.addIssue({ code: 'custom', path: ['rows', index], message: `Expected ${table.columns.length} cells, one per column` });
      }
    });
  });

const BLOCK_KINDS = ['heading', 'paragraph', 'list', 'table'] as const;

/** One key per block; an object (not a union) so a mistake inside a block is reported at its own field. */
const blockSchema = z
  .strictObject({
    heading: pdfText.optional(),
    paragraph: pdfText.optional(),
    list: z.array(pdfText).min(1).optional(),
    table: tableSchema.optional(),
  })
  .superRefine((block, context) => {
    const kinds = BLOCK_KINDS.filter((kind) => block[kind] !== undefined);
    if (kinds.length !== 1) context.addIssue({ code: 'custom', message: `Expected exactly one of ${BLOCK_KINDS.join(', ')}` });
  })
  .transform((block): PdfBlock => {
    if (block.heading !== undefined) return { heading: block.heading };
    if (block.paragraph !== undefined) return { paragraph: block.paragraph };
    if (block.list !== undefined) return { list: block.list };
    return { table: block.table! };
  });

export const pdfDocumentSchema = z.object({
  title: pdfText,
  subtitle: pdfText.optional(),
  blocks: z.array(blockSchema).min(1),
});

export const applicationFormTextSchema = z.object({
  title: pdfText,
  subtitle: pdfText,
  instructions: z.array(pdfText).min(1),
  consent: pdfText,
});

export type PdfTable = z.output<typeof tableSchema>;
export type PdfBlock = { heading: string } | { paragraph: string } | { list: string[] } | { table: PdfTable };
export type PdfDocumentContent = z.output<typeof pdfDocumentSchema>;
export type ApplicationFormText = z.output<typeof applicationFormTextSchema>;

export interface DownloadDocument {
  /** Site path of the PDF, e.g. `/downloads/fee-structure.pdf`. */
  file: string;
  /** The content file it is made from, e.g. `content/downloads/fee-structure.yml`. */
  source: string;
  content: PdfDocumentContent;
}

/** `/downloads/fee-structure.pdf` → `fee-structure`. */
export function downloadSlug(file: string): string {
  return path.basename(file, '.pdf');
}

/**
 * The text of each Mandatory Disclosure PDF listed in `content/disclosures.yml`, from
 * `content/downloads/{name}.yml`. A listed PDF without its content file fails with that file named.
 */
export function getDisclosureDocuments(root: string = defaultContentRoot()): DownloadDocument[] {
  return getDisclosures(root).map((disclosure) => {
    const source = path.join(root, 'downloads', `${downloadSlug(disclosure.file)}.yml`);
    return { file: disclosure.file, source, content: readYaml(source, pdfDocumentSchema) };
  });
}

/** The texts printed on the application form PDF, from `content/downloads/application-form.yml`. */
export function getApplicationFormText(root: string = defaultContentRoot()): ApplicationFormText {
  return readYaml(path.join(root, 'downloads', 'application-form.yml'), applicationFormTextSchema);
}
