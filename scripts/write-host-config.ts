/**
 * The last post-build step (scripts/postbuild.ts; after every step that changes the HTML, since the CSP hashes
 * each page's final inline scripts): writes `out/_headers` (Netlify, Cloudflare Pages) and `out/_nginx.conf` (an nginx include) from
 * server/core/site-policy.ts, so a host other than `npm start` sends the same headers and redirects. Neither file
 * is served as content by any of them. Deterministic: the same out/ and settings give the same bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderHeadersFile, renderNginxInclude, type HostConfigInput } from '../server/host-config';
import { buildSiteTable, listOutFiles, pageCsp, type PolicyOptions } from '../server/core/site-policy';

export function hostConfigInput(outDir: string, options: PolicyOptions): HostConfigInput {
  const table = buildSiteTable(listOutFiles(outDir));
  const cspByFile = new Map<string, string>();
  const html = [...table.pages].concat(table.notFoundFile ? [['/404', table.notFoundFile]] : []);
  for (const [cleanPath, file] of html) cspByFile.set(file, pageCsp(cleanPath, fs.readFileSync(path.join(outDir, file), 'utf8'), options));
  return { table, cspByFile, options };
}

export function writeHostConfig(outDir: string, options: PolicyOptions): { headersRules: number; pages: number } {
  const input = hostConfigInput(outDir, options);
  const headers = renderHeadersFile(input);
  fs.writeFileSync(path.join(outDir, '_headers'), headers);
  fs.writeFileSync(path.join(outDir, '_nginx.conf'), renderNginxInclude(input));
  return { headersRules: headers.split('\n').filter((line) => line.startsWith('/')).length, pages: input.table.pages.size };
}
