import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DISCLOSURE_DOCUMENTS_DIR } from './mandatory-disclosure';
import { ContentError, defaultContentRoot } from './reader';

/** Fewer letters than this and a screen reader has nothing to read: a scan without a text layer. */
const MIN_CHARACTERS = 20;

/** Whether poppler's pdftotext is installed (CI and the README's test command install poppler-utils). */
export function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The characters (whitespace left out) poppler extracts from a PDF; 0 for an image-only scan. */
export function pdfTextLength(file: string): number {
  try {
    return execFileSync('pdftotext', ['-q', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).replace(/\s+/g, '').length;
  } catch {
    return 0;
  }
}

/**
 * Every PDF an editor uploads for the site (content/disclosure-documents/) must carry text a screen reader can
 * read (GIGW 3.0, WCAG 2.1 success criterion 1.1.1): a scan must be run through OCR before it is uploaded.
 */
export function checkPdfText(root: string = defaultContentRoot()): void {
  const folder = path.join(root, DISCLOSURE_DOCUMENTS_DIR);
  if (!fs.existsSync(folder) || !hasPdftotext()) return;
  const problems = fs
    .readdirSync(folder)
    .filter((name) => name.toLowerCase().endsWith('.pdf'))
    .sort()
    .filter((name) => pdfTextLength(path.join(folder, name)) < MIN_CHARACTERS)
    .map((name) => `${name}: the PDF has no text layer (a scanned image): run it through OCR (e.g. ocrmypdf) so screen readers can read it`);
  if (problems.length > 0) throw new ContentError(path.relative(process.cwd(), folder), problems);
}

/** check:content says when it could not look, so nobody believes the PDFs were checked. */
export function pdfTextWarnings(): string[] {
  return hasPdftotext() ? [] : ['pdftotext (poppler-utils) is not installed: the PDFs were not checked for a text layer'];
}
