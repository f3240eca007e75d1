/**
 * Writes the content editor into public/admin/ (the build copies it to out/admin/): Decap CMS's prebuilt
 * bundle (from its registry tarball, scripts/cms/decap-bundle.ts), which carries its own React, so nothing of
 * it joins the site's pages; its configuration generated
 * from the content schemas (lib/cms/); and a page that loads both. The bundle's brotli and gzip copies are
 * made once per Decap version in .cache/admin/ and reused by every build (brotli 9: a tenth bigger than 11
 * for a page only the office opens, in a twentieth of the time).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import YAML from 'yaml';
import { backendFromEnv, backendOrigins, buildCmsConfig, TRANSLATION_SOURCE_WIDGET, type DecapBackend } from '../../lib/cms/config';
import { CMS_API_PATH, UPDATES_PATH } from '../../lib/cms/paths';
import { getSite } from '../../lib/content/site';
import { escapeHtml } from '../../lib/escape-html';
import { siteUrl } from '../../lib/env';
import { decapDist, DECAP_VERSION } from './decap-bundle';
import { staffEditorScript } from './staff-editor-script';
import { translationSourceScript } from './translation-source-script';

export interface AdminOptions {
  /** Where the editor's files go, e.g. public/admin. */
  outDir: string;
  /** Where compressed copies of the bundle are kept between builds. */
  cacheDir: string;
  /** Where Decap's unpacked package is kept between builds (scripts/cms/decap-bundle.ts). */
  decapCacheDir?: string;
  contentRoot?: string;
  backend?: DecapBackend;
  /** `true` (decap-server at its default address) or the local proxy's API URL. */
  localBackend?: true | string;
}

/** The bundle's folder under /admin/: versioned, so a Decap upgrade never mixes chunks of two versions in a cache. */
export const BUNDLE_DIR = `decap-${DECAP_VERSION}`;

/** The origins the editor page may connect to besides its own: the git host's API and decap-server on this machine. */
export function editorConnectSources(backend: DecapBackend): string[] {
  return [...new Set([...backendOrigins(backend), 'http://localhost:*', 'http://127.0.0.1:*'])];
}

/** Files of the package's dist/ that the browser needs: decap-cms.js, its lazy chunks and WebAssembly. */
function bundleFiles(dist: string): string[] {
  return fs
    .readdirSync(dist)
    .filter((name) => /(^|\.)decap-cms\.js$/.test(name) || name.endsWith('.wasm') || name === 'decap-cms.js.LICENSE.txt')
    .sort();
}

function compressedTwins(source: string, cacheDir: string, name: string): { br: string; gz: string } {
  const folder = path.join(cacheDir, DECAP_VERSION);
  const br = path.join(folder, `${name}.br`);
  const gz = path.join(folder, `${name}.gz`);
  if (!fs.existsSync(br) || !fs.existsSync(gz)) {
    const bytes = fs.readFileSync(source);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(gz, zlib.gzipSync(bytes, { level: 9 }));
    fs.writeFileSync(
      br,
      zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    );
  }
  return { br, gz };
}

/** The inline line before Decap's bundle: Decap waits for staff-editor.js to register the staff backend, which then starts it. */
export const MANUAL_INIT = 'window.CMS_MANUAL_INIT = true;';

/**
 * The editor's page. Its addresses are relative, so the same page works where the form service serves it
 * (/staff/admin/, behind the staff sign-in) and at /admin/ of `next dev` with `npm run cms`. `cms-connect-src`
 * tells the server's CSP (server/core/site-policy.ts) where it may connect.
 */
export function adminHtml(options: { schoolName: string; connectSources: string[] }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="cms-connect-src" content="${escapeHtml(options.connectSources.join(' '))}">
<title>Content editor | ${escapeHtml(options.schoolName)}</title>
<link rel="cms-config-url" type="text/yaml" href="config.yml">
</head>
<body>
<script>${MANUAL_INIT}</script>
<script src="${BUNDLE_DIR}/decap-cms.js"></script>
<script src="translation-source.js"></script>
<script src="staff-editor.js"></script>
</body>
</html>
`;
}

export function writeAdmin(options: AdminOptions): { files: number; ms: number } {
  const started = Date.now();
  const backend = options.backend ?? backendFromEnv();
  const root = options.contentRoot;
  fs.rmSync(options.outDir, { recursive: true, force: true });
  const bundleOut = path.join(options.outDir, BUNDLE_DIR);
  fs.mkdirSync(bundleOut, { recursive: true });
  let files = 0;
  const dist = decapDist(options.decapCacheDir);
  for (const name of bundleFiles(dist)) {
    const source = path.join(dist, name);
    fs.copyFileSync(source, path.join(bundleOut, name));
    files += 1;
    if (name.endsWith('.js') && fs.statSync(source).size >= 512) {
      const twins = compressedTwins(source, options.cacheDir, name);
      fs.copyFileSync(twins.br, path.join(bundleOut, `${name}.br`));
      fs.copyFileSync(twins.gz, path.join(bundleOut, `${name}.gz`));
      files += 2;
    }
  }
  const config = buildCmsConfig({ root, backend, siteUrl: siteUrl(), localBackend: options.localBackend ?? true });
  fs.writeFileSync(
    path.join(options.outDir, 'config.yml'),
    `# Generated by scripts/cms/admin.ts from lib/cms/ and the content schemas: do not edit.\n${YAML.stringify(config, { lineWidth: 0 })}`,
  );
  fs.writeFileSync(path.join(options.outDir, 'index.html'), adminHtml({ schoolName: getSite(root).shortName, connectSources: editorConnectSources(backend) }));
  fs.writeFileSync(path.join(options.outDir, 'translation-source.js'), translationSourceScript(TRANSLATION_SOURCE_WIDGET));
  fs.writeFileSync(path.join(options.outDir, 'staff-editor.js'), staffEditorScript({ apiPath: CMS_API_PATH, updatesPath: UPDATES_PATH }));
  return { files: files + 4, ms: Date.now() - started };
}

export const defaultAdminOptions = (): AdminOptions => ({
  outDir: path.join(process.cwd(), 'public', 'admin'),
  cacheDir: path.join(process.cwd(), '.cache', 'admin'),
});

if (require.main === module) {
  const result = writeAdmin(defaultAdminOptions());
  console.log(`Editor: ${result.files} files in public/admin (${result.ms} ms)`);
}
