/**
 * The last check of the post-build steps: every inline script of every page in out/, found by the HTML parser
 * (not by the pattern the CSP itself uses), has its hash in the CSP that page is served with, so a script the
 * browser would refuse stops the build instead of a behaviour silently missing from the site.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PolicyOptions } from '../../server/core/site-policy';
import { hostConfigInput } from '../write-host-config';
import { findElements, innerText } from './html';

/** A script's CSP source: `'sha256-<base64>'` of its text. */
export const scriptHashSource = (code: string): string => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** Types a browser's CSP treats as script: code, and speculation rules (anything else, such as JSON-LD, is data). */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);

/** The inline scripts of a page whose hash is not in the CSP's script-src, each as its first 80 characters. */
export function inlineScriptsNotAllowed(html: string, csp: string): string[] {
  const scriptSrc = csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const allowed = new Set(scriptSrc ?? []);
  return findElements(html, ['script'])
    .filter((script) => script.attributes.src === undefined && SCRIPT_TYPES.has((script.attributes.type ?? '').trim().toLowerCase()))
    .map((script) => innerText(html, script))
    .filter((code) => !allowed.has(scriptHashSource(code)))
    .map((code) => code.slice(0, 80));
}

/** Checks every page of out/ with the CSP server/core/site-policy.ts gives it; returns one line per script refused. */
export function checkInlineScriptHashes(outDir: string, options: PolicyOptions): { pages: number; refused: string[] } {
  const { cspByFile } = hostConfigInput(outDir, options);
  const refused: string[] = [];
  for (const [file, csp] of cspByFile) {
    for (const code of inlineScriptsNotAllowed(fs.readFileSync(path.join(outDir, file), 'utf8'), csp)) refused.push(`${file}: ${code}`);
  }
  return { pages: cspByFile.size, refused };
}
