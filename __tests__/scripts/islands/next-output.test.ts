/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { CHECKED_NEXT_VERSION, islandRoots, transformPage } from '@/scripts/islands/page-transform';

const ROOT = path.resolve(__dirname, '../../..');
const installed = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version;
const pinned = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies.next;

/** The not-found page as `next build` (Next.js 16.4.6, output: 'export') wrote it, its inline RSC payload chunks cut short. */
const EXPORTED = fs.readFileSync(path.join(__dirname, '../../fixtures/next-export/not-found.html'), 'utf8');

describe("the island build and Next.js's exported HTML", () => {
  it('runs on the Next.js version it was checked against, pinned exactly', () => {
    const advice =
      `Next.js is ${installed} (package.json: "${pinned}"), and the island build was checked against ${CHECKED_NEXT_VERSION}. ` +
      'Next writes its pages and CSS class names in ways that are not a public interface, and the island build reads both ' +
      '(scripts/islands/page-transform.ts, scripts/islands/css-modules.ts). Run `npm run build`: its post-build step stops, naming the page ' +
      'and what it did not recognise, when the output changed. When it passes, refresh __tests__/fixtures/next-export/not-found.html ' +
      'from .next/server/app/_not-found.html, run the browser tests, and set CHECKED_NEXT_VERSION and the pin in package.json to the new version.';
    if (installed !== CHECKED_NEXT_VERSION || pinned !== CHECKED_NEXT_VERSION) throw new Error(advice);
  });

  it("recognises a page of that version's output: its runtime and payload go, its islands stay, with their props", () => {
    const modules = { 'chat-widget': ['/_islands/chat-widget-A.js'], 'enquiry-form': ['/_islands/enquiry-form-B.js'] };
    const result = transformPage(EXPORTED, { modules, bootUrl: '/_islands/boot-C.js' });
    expect(result).toBeDefined();
    expect(result!.scripts.length).toBeGreaterThan(3);
    expect(result!.html).not.toMatch(/\/_next\/static\/[^"]+\.js|__next_f|TURBOPACK/);
    expect(result!.islands.sort()).toEqual(['chat-widget', 'enquiry-form']);
    const chat = islandRoots(result!.html).find((root) => root.name === 'chat-widget')!;
    expect(chat.wake).toBe('interaction');
    expect(chat.props).toEqual(expect.objectContaining({ accountName: expect.any(String), phoneNumber: expect.any(String) }));
  });
});
