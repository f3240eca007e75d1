/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { annualFee, firstYearFee, formatRupees, getFees, instalmentAmounts } from '@/lib/content/fees';
import { getSite } from '@/lib/content/site';
import { cellText } from '@/lib/disclosure/appendix-ix';
import { getAppendixIx } from '@/lib/disclosure/load';
import { absoluteUrl } from '@/lib/env';
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
    expect(result.written).toBe(10);
    // Ten PDFs with embedded fonts take longer than the default hook time on a busy 2-core machine.
  }, 120_000);

  it('writes the nine disclosure PDFs and the application form', () => {
    expect(files.map((file) => path.basename(file))).toEqual([
      'mandatory-disclosure.pdf',
      'fee-structure.pdf',
      'safeguarding-policy.pdf',
      'books-declaration.pdf',
      'pta-members.pdf',
      'smc-list.pdf',
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
    const disclosure = path.join(options.outputDir, 'mandatory-disclosure.pdf');
    const pages = execFileSync('pdfinfo', [disclosure], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)![1];
    const text = pdfText(disclosure);
    expect(text).toContain(site.name);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain(site.affiliation.number);

    expect(pdfText(path.join(options.outputDir, 'pta-members.pdf'))).toMatch(/Sr\. No\. Name Designation Representing/);
    expect(pdfText(path.join(options.outputDir, 'results.pdf'))).toMatch(/3 2026 131 131 100% 41 students scored/);
  });

  (hasPdftotext ? it : it.skip)('prints every section, table and row of the /mandatory-disclosure page in the disclosure PDF', () => {
    const file = path.join(options.outputDir, 'mandatory-disclosure.pdf');
    const text = pdfText(file);
    const raw = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    const model = getAppendixIx();
    expect(model.sections.map((section) => section.letter)).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const section of model.sections) {
      expect(text).toContain(`${section.letter}. ${section.title}`);
      for (const table of section.tables) {
        expect(raw).toContain(table.columns.join('').replace(/\s+/g, ''));
        for (const row of table.rows) {
          // The writer draws a row cell by cell and line by line, so in content-stream order the row is one
          // run of text; only the wrapping (spaces, or a break inside a long address) differs.
          const expected = row
            .map((cell) => cellText(cell, absoluteUrl))
            .join('')
            .replace(/\s+/g, '');
          expect([table.id, raw.includes(expected)]).toEqual([table.id, true]);
        }
      }
    }
    expect(text).toContain('not yet uploaded');
  });

  (hasPdftotext ? it : it.skip)('prints the fees with the rupee sign, the instalments and the approval of the Executive Committee', () => {
    const text = pdfText(path.join(options.outputDir, 'fee-structure.pdf'));
    const fees = getFees();
    expect(text).toContain(site.name);
    expect(text).toContain('Page 1 of 2');
    for (const row of fees.classes) {
      const cells = [...fees.heads.map((head) => formatRupees(row.fees[head.key])), formatRupees(annualFee(fees, row)), formatRupees(firstYearFee(fees, row))];
      expect(text).toContain(cells.join(' '));
      expect(text).toContain(
        instalmentAmounts(fees, row)
          .map((amount) => formatRupees(amount))
          .join(' '),
      );
    }
    expect(text).toMatch(/Class 9 and Class 10 ₹10,000 ₹58,000 ₹7,500 ₹65,500 ₹75,500/);
    expect(text).toContain(`Approved by ${fees.approval.body.en}`);
    expect(text).toContain('Maharashtra Educational Institutions (Regulation of Fee) Act, 2011');
    expect(text).toContain('Approved for the academic years 2026-2027 and 2027-2028');
    expect(text).toContain(`Medium of instruction ${fees.medium.en}`);
    expect(text).toContain('A late fee of ₹50 per week');
  });

  (hasPdftotext ? it : it.skip)('prints the application form with the online form’s fields, options, bank details and consent', () => {
    const text = pdfText(path.join(options.outputDir, path.basename(site.applicationFormPdf)));
    for (const year of site.academicYears) expect(text).toContain(year);
    for (const option of site.classOptions) expect(text).toContain(option);
    for (const label of [
      'Academic Year',
      'Class',
      'First name',
      'Last name',
      "Father's name",
      'Gender',
      'Male',
      'Female',
      "Mother's name",
      'WhatsApp number',
      'Email',
      'Phone number',
      'Flat / building / apartment',
      'Street',
      'Area',
      'City',
      'State',
      'PIN code',
      'Transaction number',
      'Screenshot of payment',
    ]) {
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
    for (const name of ['downloads', 'disclosure-documents']) fs.cpSync(path.join(contentRoot, name), path.join(root, name), { recursive: true });
    for (const name of ['site.yml', 'disclosures.yml', 'fees.yml', 'mandatory-disclosure.yml', 'teachers.yml', 'books.yml'])
      fs.copyFileSync(path.join(contentRoot, name), path.join(root, name));
    // The teachers' photos are only checked for existence: a link saves copying them.
    fs.symlinkSync(path.join(contentRoot, 'images'), path.join(root, 'images'));
    const copy = tempOptions(root);
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 10 }));
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 0 }));
    const feeFile = path.join(root, 'fees.yml');
    fs.writeFileSync(feeFile, fs.readFileSync(feeFile, 'utf8').replace('{ head: tuition, amount: 38000 }', '{ head: tuition, amount: 39500 }'));
    await expect(generatePdfs(copy)).resolves.toEqual(expect.objectContaining({ written: 10 }));
    if (hasPdftotext) expect(pdfText(path.join(copy.outputDir, 'fee-structure.pdf'))).toContain('Nursery ₹5,000 ₹39,500 ₹4,000 ₹43,500 ₹48,500');
  });

  it('regenerates a PDF that was deleted', async () => {
    fs.rmSync(files[1]);
    await expect(generatePdfs(options)).resolves.toEqual(expect.objectContaining({ written: 10 }));
    expect(fs.existsSync(files[1])).toBe(true);
  });

  it('makes the same bytes from the same content', async () => {
    // The set beforeAll made from this content, against a fresh one.
    const first = fs.readFileSync(path.join(options.outputDir, 'pocso.pdf'));
    const again = tempOptions();
    await generatePdfs(again);
    expect(fs.readFileSync(path.join(again.outputDir, 'pocso.pdf')).equals(first)).toBe(true);
  });
});
