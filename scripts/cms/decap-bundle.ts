/**
 * Decap CMS's prebuilt bundle, without the 570 packages `npm install decap-cms` brings (the editor only needs
 * its dist/, which carries its own React): the package's tarball at a pinned version, fetched from the npm
 * registry by `npm pack` (npm's own registry and proxy settings), checked against the pinned sha512, unpacked
 * into .cache/decap/ and reused by every later build. To upgrade Decap, change both constants: the integrity is
 * the `dist.integrity` of `npm view decap-cms@<version>`.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DECAP_VERSION = '3.16.3';
export const DECAP_INTEGRITY = 'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

/** The tarball's Subresource Integrity string (`sha512-<base64>`), as npm's lockfile writes it. */
export const integrityOf = (bytes: Buffer): string => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

/** The unpacked package's dist/ folder under cacheRoot, fetching and unpacking the tarball on first use. */
export function decapDist(cacheRoot = path.join(process.cwd(), '.cache', 'decap')): string {
  const packageDir = path.join(cacheRoot, `decap-cms-${DECAP_VERSION}`);
  const dist = path.join(packageDir, 'dist');
  if (fs.existsSync(path.join(packageDir, 'package.json'))) return dist;
  // Downloaded beside the cache, not in the system's temp folder: the final rename must stay on one file system
  // (/tmp is often a tmpfs, and the service's builds get a private one).
  fs.mkdirSync(cacheRoot, { recursive: true });
  const work = fs.mkdtempSync(path.join(cacheRoot, '.download-'));
  try {
    execFileSync('npm', ['pack', `decap-cms@${DECAP_VERSION}`, '--pack-destination', work, '--silent'], { cwd: work, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = path.join(work, `decap-cms-${DECAP_VERSION}.tgz`);
    const integrity = integrityOf(fs.readFileSync(tarball));
    if (integrity !== DECAP_INTEGRITY) throw new Error(`decap-cms@${DECAP_VERSION} from the registry is not the pinned tarball (got ${integrity})`);
    execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/package.json', 'package/dist']);
    // Renamed into place whole, so a build that stops half-way never leaves a half-unpacked bundle behind.
    fs.rmSync(packageDir, { recursive: true, force: true });
    fs.renameSync(path.join(work, 'package'), packageDir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return dist;
}
