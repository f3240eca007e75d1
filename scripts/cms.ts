/**
 * `npm run cms`: local editing. Starts decap-server on 127.0.0.1 (saves go straight into content/) and
 * `next dev` as a live preview, after writing the editor with decap-server's address. Open the printed
 * address, press Login (no account: decap-server is local), edit, and see the page change in the preview.
 * CMS_PROXY_PORT (default 8081) and PORT (default 3000) choose the ports.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_PROXY_PORT } from '../lib/cms/config';
import { defaultAdminOptions, writeAdmin } from './cms/admin';
import { startDecapServer } from './cms/decap-server';
import { runImagePipeline } from './images';

async function main() {
  const root = process.cwd();
  const proxyPort = Number(process.env.CMS_PROXY_PORT ?? DEFAULT_PROXY_PORT);
  const sitePort = Number(process.env.PORT ?? 3000);
  const proxy = await startDecapServer({ repoDir: root, port: proxyPort, stdio: 'inherit', logLevel: 'info' });
  writeAdmin({ ...defaultAdminOptions(), localBackend: proxy.apiUrl });
  // Pages read the image manifest: make sure it exists before the preview renders them.
  await runImagePipeline();
  const preview = spawn(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'dev', '--port', String(sitePort)], {
    stdio: 'inherit',
  });
  console.log(`\nEditor:  http://localhost:${sitePort}/admin/index.html  (Login, no password: decap-server writes into ${path.join(root, 'content')})`);
  console.log(`Preview: http://localhost:${sitePort}/  (reload a page to see a saved change; new photos: run \`npm run images\`)\n`);
  const stop = async () => {
    preview.kill('SIGTERM');
    await proxy.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  preview.once('exit', () => void stop());
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
