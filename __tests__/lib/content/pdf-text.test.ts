/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, PDFName, rgb } from 'pdf-lib';
import { checkPdfText, hasPdftotext, pdfTextLength } from '@/lib/content/pdf-text';
import { generatePdfs } from '@/scripts/pdfs';

const CONTENT = path.join(process.cwd(), 'content');
const run = hasPdftotext() ? it : it.skip;

/** A PDF that is only a picture (a drawn shape and no text), as a phone scan without OCR is. */
async function imageOnlyPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawRectangle({ x: 60, y: 600, width: 400, height: 150, color: rgb(0.2, 0.2, 0.2) });
  return doc.save();
}

describe('PDF text layer check', () => {
  run('passes the sample disclosure documents, which carry text', () => {
    expect(() => checkPdfText(CONTENT)).not.toThrow();
  });

  run('fails a scanned PDF without a text layer, naming the file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-'));
    fs.mkdirSync(path.join(root, 'disclosure-documents'));
    fs.copyFileSync(path.join(CONTENT, 'disclosure-documents', 'noc-maharashtra.pdf'), path.join(root, 'disclosure-documents', 'noc-maharashtra.pdf'));
    fs.writeFileSync(path.join(root, 'disclosure-documents', 'fire-scan.pdf'), await imageOnlyPdf());
    expect(() => checkPdfText(root)).toThrow(/disclosure-documents: fire-scan\.pdf: the PDF has no text layer/);
    expect(() => checkPdfText(root)).not.toThrow(/noc-maharashtra/);
  });

  run('every PDF the build generates has text, a title and the language en-IN', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-text-out-'));
    const { files } = await generatePdfs({ contentRoot: CONTENT, outputDir: path.join(dir, 'downloads'), stampFile: path.join(dir, 'stamp') });
    for (const file of files) {
      expect([path.basename(file), pdfTextLength(file) > 200]).toEqual([path.basename(file), true]);
      const doc = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false });
      expect(doc.getTitle()).toBeTruthy();
      expect(String(doc.catalog.get(PDFName.of('Lang')))).toBe('(en-IN)');
    }
  }, 180_000);
});
