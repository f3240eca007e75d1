/** The one recursive file walker of the build steps, the server's out/ table, the benchmarks and the tests (Node only). */
import fs from 'node:fs';
import path from 'node:path';

export interface WalkOptions {
  /** Only files whose name ends with this (`.html`). */
  extension?: string;
  /** Folders not to enter (absolute paths). */
  skipDir?: (absolute: string) => boolean;
}

/** Every file under dir, recursively, as absolute paths, in the order the file system lists them. */
export function* walkFiles(dir: string, options: WalkOptions = {}): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const absolute = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!options.skipDir?.(absolute)) yield* walkFiles(absolute, options);
    } else if (entry.isFile() && (options.extension === undefined || entry.name.endsWith(options.extension))) yield absolute;
  }
}

/** A file's path under root with forward slashes (`blog/post.html`), as pages and URLs name it. */
export const relativePosix = (root: string, file: string): string => path.relative(root, file).split(path.sep).join('/');
