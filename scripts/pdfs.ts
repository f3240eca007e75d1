/**
 * `npm run pdfs` (run by the build): writes the Mandatory Disclosure PDFs listed in content/disclosures.yml
 * and the application form (site.applicationFormPdf) to public/downloads/, from the YAML in content/downloads/
 * and content/site.yml. Incremental: when neither those files nor the generator changed and every PDF is
 * there, nothing is written.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getApplicationFormText, getDisclosureDocuments } from '../lib/content/downloads';
import { defaultContentRoot, listFiles } from '../lib/content/reader';
import { getSite } from '../lib/content/site';
import { renderApplicationForm } from '../lib/pdf/application-form';
import { renderContentDocument } from '../lib/pdf/documents';

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

/** The generator's own source: a change to the layout code regenerates the PDFs too. */
const GENERATOR_SOURCES = ['lib/pdf/writer.ts', 'lib/pdf/documents.ts', 'lib/pdf/application-form.ts', 'lib/content/downloads.ts'];

function inputsHash(contentRoot: string): string {
  const hash = createHash('sha256');
  const files = [
    path.join(contentRoot, 'site.yml'),
    path.join(contentRoot, 'disclosures.yml'),
    ...listFiles(path.join(contentRoot, 'downloads'), '.yml'),
    ...GENERATOR_SOURCES.map((file) => path.join(__dirname, '..', file)),
  ];
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
  const site = getSite(options.contentRoot);
  const documents = getDisclosureDocuments(options.contentRoot);
  const formText = getApplicationFormText(options.contentRoot);
  const files = [...documents.map((document) => document.file), site.applicationFormPdf];
  const targets = files.map((file) => outputPath(options.outputDir, file));

  const hash = inputsHash(options.contentRoot);
  const previous = fs.existsSync(options.stampFile) ? fs.readFileSync(options.stampFile, 'utf8').trim() : '';
  if (previous === hash && targets.every((target) => fs.existsSync(target))) {
    return { files: targets, written: 0, ms: Date.now() - started };
  }

  fs.mkdirSync(options.outputDir, { recursive: true });
  const outputs: Array<[string, Uint8Array]> = [];
  for (const [index, document] of documents.entries()) {
    outputs.push([targets[index], await renderContentDocument(site, document.content)]);
  }
  outputs.push([targets[targets.length - 1], await renderApplicationForm(site, formText)]);
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
