/**
 * `npm run pdfs` (run by the build): writes the Mandatory Disclosure PDFs listed in content/disclosures.yml
 * and the application form (site.applicationFormPdf) to public/downloads/. The Mandatory Disclosure, the results
 * and the fee structure come from the same structured files as their web pages (mandatory-disclosure.yml,
 * teachers.yml, fees.yml); the other PDFs from the YAML in content/downloads/. Incremental: when none of the
 * inputs nor the generator changed and every PDF is there, nothing is written.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { booksDeclarationDocument, getPrescribedBooks } from '../lib/content/books';
import { getDisclosures } from '../lib/content/disclosures';
import { downloadSlug, getApplicationFormText, getDisclosureDocuments, isStructuredDownload, type StructuredDownload } from '../lib/content/downloads';
import { getFees } from '../lib/content/fees';
import { defaultContentRoot, listFiles } from '../lib/content/reader';
import { getSite, type Site } from '../lib/content/site';
import { getAppendixIx } from '../lib/disclosure/load';
import { renderApplicationForm } from '../lib/pdf/application-form';
import { renderDisclosurePdf, renderResultsPdf } from '../lib/pdf/disclosure';
import { renderContentDocument } from '../lib/pdf/documents';
import { renderFeePdf } from '../lib/pdf/fees';
import { PDF_FONT_FILES } from '../lib/pdf/writer';

export interface PdfOptions {
  contentRoot: string;
  /** The folder served at /downloads/. */
  outputDir: string;
  /** Where the hash of the last run's inputs is kept. */
  stampFile: string;
}

export const defaultPdfOptions: PdfOptions = {
  contentRoot: defaultContentRoot(),
  outputDir: path.join(process.cwd(), 'public', 'downloads'),
  stampFile: path.join(process.cwd(), '.cache', 'pdfs', 'inputs.sha256'),
};

/** One renderer per PDF made from structured content; the type makes sure none is forgotten. */
const structuredRenderers: Record<StructuredDownload, (site: Site, root: string) => Promise<Uint8Array>> = {
  'mandatory-disclosure': (site, root) => renderDisclosurePdf(site, getAppendixIx(root)),
  results: (site, root) => renderResultsPdf(site, getAppendixIx(root)),
  'fee-structure': (site, root) => renderFeePdf(site, getFees(root)),
  'books-declaration': (site, root) => renderContentDocument(site, booksDeclarationDocument(getPrescribedBooks(root))),
};

/** The generator's own source: a change to the layout code regenerates the PDFs too. */
const GENERATOR_SOURCES = [
  'lib/pdf/writer.ts',
  'lib/pdf/documents.ts',
  'lib/pdf/application-form.ts',
  'lib/pdf/disclosure.ts',
  'lib/pdf/fees.ts',
  'lib/disclosure/appendix-ix.ts',
  'lib/fee-labels.ts',
  'lib/content/downloads.ts',
  'lib/content/books.ts',
  'lib/content/fees.ts',
  'lib/content/mandatory-disclosure.ts',
  'lib/content/teachers.ts',
];

function inputsHash(contentRoot: string): string {
  const hash = createHash('sha256');
  const files = [
    ...['site.yml', 'disclosures.yml', 'mandatory-disclosure.yml', 'teachers.yml', 'fees.yml', 'books.yml'].map((name) => path.join(contentRoot, name)),
    ...listFiles(path.join(contentRoot, 'downloads'), '.yml'),
    ...GENERATOR_SOURCES.map((file) => path.join(__dirname, '..', file)),
    PDF_FONT_FILES.regular,
    PDF_FONT_FILES.bold,
  ];
  // The site's address is printed in the PDFs' links.
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ''}\0`);
  for (const file of files) {
    hash.update(file).update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** `/downloads/fee-structure.pdf` → `{outputDir}/fee-structure.pdf`. */
function outputPath(outputDir: string, sitePath: string): string {
  if (!/^\/downloads\/[a-z0-9-]+\.pdf$/.test(sitePath)) throw new Error(`${sitePath}: PDFs must live under /downloads/`);
  return path.join(outputDir, path.basename(sitePath));
}

export async function generatePdfs(options: PdfOptions = defaultPdfOptions): Promise<{ files: string[]; written: number; ms: number }> {
  const started = Date.now();
  const root = options.contentRoot;
  const site = getSite(root);
  const generic = new Map(getDisclosureDocuments(root).map((document) => [document.file, document]));
  const formText = getApplicationFormText(root);
  const files = [...getDisclosures(root).map((disclosure) => disclosure.file), site.applicationFormPdf];
  const targets = files.map((file) => outputPath(options.outputDir, file));

  const hash = inputsHash(root);
  const previous = fs.existsSync(options.stampFile) ? fs.readFileSync(options.stampFile, 'utf8').trim() : '';
  if (previous === hash && targets.every((target) => fs.existsSync(target))) {
    return { files: targets, written: 0, ms: Date.now() - started };
  }

  fs.mkdirSync(options.outputDir, { recursive: true });
  const outputs: Array<[string, Uint8Array]> = [];
  for (const [index, file] of files.entries()) {
    const slug = downloadSlug(file);
    let bytes: Uint8Array;
    if (file === site.applicationFormPdf) bytes = await renderApplicationForm(site, formText);
    else if (isStructuredDownload(slug)) bytes = await structuredRenderers[slug](site, root);
    else bytes = await renderContentDocument(site, generic.get(file)!.content);
    outputs.push([targets[index], bytes]);
  }
  for (const [target, bytes] of outputs) fs.writeFileSync(target, bytes);
  // PDFs no longer listed are removed so the site does not keep serving withdrawn documents.
  for (const name of fs.readdirSync(options.outputDir)) {
    const file = path.join(options.outputDir, name);
    if (name.endsWith('.pdf') && !targets.includes(file)) fs.rmSync(file);
  }
  fs.mkdirSync(path.dirname(options.stampFile), { recursive: true });
  fs.writeFileSync(options.stampFile, `${hash}\n`);
  return { files: targets, written: outputs.length, ms: Date.now() - started };
}

if (require.main === module) {
  generatePdfs().then(
    (result) => console.log(`PDFs: ${result.files.length} documents, ${result.written} written (${result.ms} ms)`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
