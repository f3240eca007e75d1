import path from 'node:path';
import { getDisclosures } from './disclosures';
import { getGalleryPhotos, getOutdoorPhotos } from './gallery';
import { getPageContent } from './pages';
import { defaultContentRoot, listFiles } from './reader';
import { getSite } from './site';

/**
 * One entry per content type: each loads and validates all of its files and throws (or rejects with) a
 * ContentError naming the bad file. `npm run check:content` and the build run them all.
 * Add each new content type here.
 */
export const contentCheckers: Array<(root?: string) => unknown> = [
  (root) => getSite(root),
  (root) => getDisclosures(root),
  (root) => getGalleryPhotos(root),
  (root) => getOutdoorPhotos(root),
  (root = defaultContentRoot()) =>
    Promise.all(listFiles(path.join(root, 'pages'), '.md').map((file) => getPageContent(path.basename(file, '.md'), root))),
];
