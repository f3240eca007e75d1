/**
 * Turns a path the editor sent into a file inside the site's repository, or refuses it. Decap sends plain
 * repo-relative paths with `/` (ascii slugs), so anything else is refused before the file system is asked:
 * absolute paths, `..` or `.` segments, backslashes, `%` (an encoded traversal), control characters. Then no
 * part of the path may be a symbolic link (the real path of its folder must be the folder itself), so a link
 * planted in the repository cannot lead out of it.
 */
import fs from 'node:fs';
import path from 'node:path';

export class PathRefused extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${reason}: ${path.slice(0, 200)}`);
  }
}

const MAX_PATH = 300;

/** The path's segments when its form is acceptable; throws PathRefused otherwise. */
export function checkRelative(relative: string): string {
  // eslint-disable-next-line no-control-regex
  if (relative.length === 0 || relative.length > MAX_PATH || /[\u0000-\u001f\u007f\\%]/.test(relative)) throw new PathRefused(relative, 'Not an allowed path');
  if (relative.startsWith('/') || path.isAbsolute(relative)) throw new PathRefused(relative, 'Absolute paths are not allowed');
  if (relative.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) throw new PathRefused(relative, 'Not an allowed path');
  return relative;
}

/**
 * The absolute path of `relative` inside `realRoot` (the repository's real path). Existing folders on the way must
 * be real folders (no links), and the file itself, when it exists, a regular file.
 */
export async function resolveInRepo(realRoot: string, relative: string): Promise<string> {
  checkRelative(relative);
  const absolute = path.join(realRoot, ...relative.split('/'));
  const inside = path.relative(realRoot, absolute);
  if (inside.startsWith('..') || path.isAbsolute(inside)) throw new PathRefused(relative, 'Outside the repository');
  // The deepest folder that exists must be exactly where it seems: a link anywhere on the way changes its real path.
  let folder = path.dirname(absolute);
  while (!(await exists(folder))) folder = path.dirname(folder);
  if ((await fs.promises.realpath(folder)) !== folder) throw new PathRefused(relative, 'Links are not followed');
  const stat = await fs.promises.lstat(absolute).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (stat && !stat.isFile()) throw new PathRefused(relative, stat.isSymbolicLink() ? 'Links are not followed' : 'Not a file');
  return absolute;
}

async function exists(file: string): Promise<boolean> {
  return fs.promises.lstat(file).then(
    () => true,
    () => false,
  );
}
