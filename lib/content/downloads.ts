import path from 'node:path';
import { z } from 'zod';
import { getDisclosures } from './disclosures';
import { unprintableCharacters } from '../pdf/writer';
import { defaultContentRoot, readYaml } from './reader';

/**
 * The PDF font has Latin, Greek and Cyrillic letters, punctuation and the rupee sign, but not Devanagari (which
 * needs shaping the PDF writer cannot do). Checked here so an editor gets the field named.
 */
export const pdfText = z
  .string()
  .min(1)
  .superRefine((text, context) => {
    const missing = unprintableCharacters(text);
    if (missing.length > 0) context.addIssue({ code: 'custom', message: `The PDF font cannot show ${missing.join(' ')} (Marathi belongs on the web pages, not in the PDFs)` });
  });

/**
 * Any data whose every string the PDF font can print: for content validated for its web page by a schema that
 * must not load the PDF font (a page bundle cannot), and printed as a PDF too (content/books.yml).
 */
export const printableStrings = z.unknown().superRefine((data, context) => {
  const visit = (value: unknown, at: PropertyKey[]) => {
    if (typeof value === 'string') {
      const missing = unprintableCharacters(value);
      if (missing.length > 0) context.addIssue({ code: 'custom', path: at, message: `The PDF font cannot show ${missing.join(' ')} (Marathi belongs on the web pages, not in the PDFs)` });
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...at, index]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...at, key]);
  };
  visit(data, []);
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
 * The disclosure PDFs made from structured content files (which their web pages read too), not from
 * `content/downloads/{name}.yml`; scripts/pdfs.ts has one renderer for each.
 */
export const STRUCTURED_DOWNLOADS = {
  'mandatory-disclosure': 'mandatory-disclosure.yml',
  'fee-structure': 'fees.yml',
  results: 'mandatory-disclosure.yml',
  'books-declaration': 'books.yml',
} as const;

export type StructuredDownload = keyof typeof STRUCTURED_DOWNLOADS;

export function isStructuredDownload(slug: string): slug is StructuredDownload {
  return Object.hasOwn(STRUCTURED_DOWNLOADS, slug);
}

/**
 * The text of each other Mandatory Disclosure PDF listed in `content/disclosures.yml`, from
 * `content/downloads/{name}.yml`. A listed PDF without its content file fails with that file named.
 */
export function getDisclosureDocuments(root: string = defaultContentRoot()): DownloadDocument[] {
  return getDisclosures(root).filter((disclosure) => !isStructuredDownload(downloadSlug(disclosure.file))).map((disclosure) => {
    const source = path.join(root, 'downloads', `${downloadSlug(disclosure.file)}.yml`);
    return { file: disclosure.file, source, content: readYaml(source, pdfDocumentSchema) };
  });
}

/** The texts printed on the application form PDF, from `content/downloads/application-form.yml`. */
export function getApplicationFormText(root: string = defaultContentRoot()): ApplicationFormText {
  return readYaml(path.join(root, 'downloads', 'application-form.yml'), applicationFormTextSchema);
}
