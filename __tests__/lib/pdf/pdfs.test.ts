/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { getSite } from '@/lib/content/site';
import { generatePdfs, type PdfOptions } from '@/scripts/pdfs';

const contentRoot = path.join(process.cwd(), 'content');
const site = getSite();
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF as a reader's tool extracts it (poppler), with runs of whitespace collapsed. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

function tempOptions(root = contentRoot): PdfOptions {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pdfs-'));
  return { contentRoot: root, outputDir: path.join(dir, 'downloads'), stampFile: path.join(dir, 'stamp', 'inputs.sha256') };
}

describe('PDF generator', () => {
  let options: PdfOptions;
  let files: string[];

  beforeAll(async () => {
    options = tempOptions();
    const result = await generatePdfs(options);
    files = result.files;
    expect(result.written).toBe(8);
  });

  it('writes the seven disclosure PDFs and the application form', () => {
    expect(files.map((file) => path.basename(file))).toEqual([
      'mandatory-disclosure.pdf',
      'pta-members.pdf',
      'smc-list.pdf',
      'fee-structure.pdf',
      'sexual-harassment-policy.pdf',
      'pocso.pdf',
      'results.pdf',
      path.basename(site.applicationFormPdf),
    ]);
  });

  it('writes valid A4 PDFs with a title that pdf-lib can open', async () => {
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const document = await PDFDocument.load(bytes);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
      for (const page of document.getPages()) {
        expect(Math.round(page.getWidth())).toBe(595);
        expect(Math.round(page.getHeight())).toBe(842);
      }
      expect(document.getTitle()).toBeTruthy();
    }
  });

  (hasPdftotext ? it : it.skip)('prints the school header, page numbers and readable tables', () => {
    const fees = pdfText(path.join(options.outputDir, 'fee-structure.pdf'));
    expect(fees).toContain(site.name);
    expect(fees).toContain('Page 1 of 1');
    expect(fees).toMatch(/Class 9 and Class 10 10,000 58,000 7,500 75,500/);

    const disclosure = path.join(options.outputDir, 'mandatory-disclosure.pdf');
    const pages = execFileSync('pdfinfo', [disclosure], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)![1];
    const text = pdfText(disclosure);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(site.affiliation.number);

    expect(pdfText(path.join(options.outputDir, 'pta-members.pdf'))).toMatch(/Sr\. No\. Name Designation Representing/);
    expect(pdfText(path.join(options.outputDir, 'results.pdf'))).toMatch(/2026 131 131 100%/);
  });

  (hasPdftotext ? it : it.skip)('prints the application form with the online form’s fields, options, bank details and consent', () => {
    const text = pdfText(path.join(options.outputDir, path.basename(site.applicationFormPdf)));
    for (const year of site.academicYears) expect(text).toContain(year);
    for (const option of site.classOptions) expect(text).toContain(option);
    for (const label of ['Academic Year', 'Class', 'First name', 'Last name', "Father's name", 'Gender', 'Male', 'Female', "Mother's name", 'WhatsApp number', 'Email', 'Phone number', 'Flat / building / apartment', 'Street', 'Area', 'City', 'State', 'PIN code', 'Transaction number', 'Screenshot of payment']) {
      expect(text).toContain(label);
    }
    for (const account of site.bankAccounts) {
      expect(text).toContain(account.accountNumber);
      expect(text).toContain(account.ifsc);
    }
    expect(text).toMatch(/I am the parent or guardian of the child/);
    expect(text).toMatch(/Signature of parent or guardian/);
  });

  it('skips the work when nothing changed, and regenerates when a content file changes', async () => {
    const before = fs.statSync(files[0]).mtimeMs;
    await expect(generatePdfs(options)).resolves.toEqual(expect.objectContaining({ written: 0 }));
    expect(fs.statSync(files[0]).mtimeMs).toBe(before);

    // A copy of the content whose fee structure an editor changes.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'school-pdf-content-'));
    fs.cpSync(path.join(contentRoot, 'downloads'), path.join(root, 'downloads'), { recursive: true });
    for (const name of ['site.yml', 'disclosures.yml']) fs.copyFileSync(path.join(contentRoot, name), path.join(root, name));
    const copy = tempOptions(root);
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 8 }));
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 0 }));
    const feeFile = path.join(root, 'downloads', 'fee-structure.yml');
    fs.writeFileSync(feeFile, fs.readFileSync(feeFile, 'utf8').replace('"38,000"', '"39,500"'));
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 8 }));
    if (hasPdftotext) expect(pdfText(path.join(copy.outputDir, 'fee-structure.pdf'))).toContain('39,500');
  });

  it('regenerates a PDF that was deleted', async () => {
    fs.rmSync(files[3]);
    await expect(generatePdfs(options)).resolves.toEqual(expect.objectContaining({ written: 8 }));
    expect(fs.existsSync(files[3])).toBe(true);
  });

  it('makes the same bytes from the same content', async () => {
    const other = tempOptions();
    await generatePdfs(other);
    const first = fs.readFileSync(path.join(other.outputDir, 'pocso.pdf'));
    const again = tempOptions();
    await generatePdfs(again);
    expect(fs.readFileSync(path.join(again.outputDir, 'pocso.pdf')).equals(first)).toBe(true);
  });
});
