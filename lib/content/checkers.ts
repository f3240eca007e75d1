import path from 'node:path';
import { getCampusImages } from './campus';
import { getClubs } from './clubs';
import { getDisclosures } from './disclosures';
import { getFeatures } from './features';
import { getHome } from './home';
import { getIndoor } from './indoor';
import { getPageContent } from './pages';
import { getPaintings } from './paintings';
import { defaultContentRoot, listFiles } from './reader';
import { getSite } from './site';
import { getTeacherGroups } from './teachers';
import { getVideos } from './videos';

/**
 * One entry per content type: each loads and validates all of its files and throws (or rejects with) a
 * ContentError naming the bad file. `npm run check:content` and the build run them all.
 * Add each new content type here.
 */
export const contentCheckers: Array<(root?: string) => unknown> = [
  (root) => getSite(root),
  (root) => getDisclosures(root),
  (root) => getVideos(root),
  (root) => getHome(root),
  (root) => getTeacherGroups(root),
  (root) => getFeatures(root),
  (root) => getCampusImages(root),
  (root) => getIndoor(root),
  (root) => getClubs(root),
  (root) => getPaintings(root),
  (root = defaultContentRoot()) =>
    Promise.all(listFiles(path.join(root, 'pages'), '.md').map((file) => getPageContent(path.basename(file, '.md'), root))),
];
