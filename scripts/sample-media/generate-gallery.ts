/**
 * Writes the fictional sample photos of /gallery and /outdoor to content/images/gallery/ and
 * content/images/outdoor/ (the alt texts and categories live in content/gallery.yml and content/outdoor.yml).
 * Run once with `npx tsx scripts/sample-media/generate-gallery.ts`; the output is committed. Deterministic:
 * running it again writes the same bytes. A school replacing the samples just overwrites the JPEGs.
 */
import fs from 'node:fs';
import path from 'node:path';
import { makePhoto, type Scene } from './photo';

/** 3:2 like a phone photo; wide enough for the lightbox on a laptop, small enough to commit. */
const WIDTH = 1400;
const HEIGHT = 933;
const QUALITY = 70;

const gallery: Array<[name: string, scene: Scene]> = [
  ['campus-main-building', 'campus'],
  ['campus-morning-arrival', 'campus'],
  ['campus-garden-path', 'nature'],
  ['campus-assembly-ground', 'campus'],
  ['campus-neem-trees', 'nature'],
  ['campus-front-lawn', 'campus'],
  ['campus-recess', 'campus'],
  ['campus-monsoon', 'campus'],
  ['facilities-physics-lab', 'lab'],
  ['facilities-chemistry-lab', 'lab'],
  ['facilities-library-reading', 'library'],
  ['facilities-library-shelves', 'library'],
  ['facilities-audio-visual-room', 'classroom'],
  ['facilities-computer-room', 'classroom'],
  ['facilities-playground', 'sports'],
  ['celebrations-annual-day-stage', 'event'],
  ['celebrations-annual-day-audience', 'event'],
  ['celebrations-diwali', 'event'],
  ['celebrations-christmas', 'event'],
  ['celebrations-teachers-day', 'event'],
  ['celebrations-childrens-day', 'event'],
  ['celebrations-ganesh-festival', 'event'],
  ['celebrations-independence-day', 'event'],
  ['sports-annual-meet-sprint', 'sports'],
  ['sports-football-match', 'sports'],
  ['sports-relay', 'sports'],
  ['sports-cricket-practice', 'sports'],
  ['sports-kabaddi', 'sports'],
  ['sports-long-jump', 'sports'],
  ['sports-prize-distribution', 'event'],
  ['sports-science-quiz', 'classroom'],
  ['activities-art-class', 'painting'],
  ['activities-art-exhibition', 'painting'],
  ['activities-music-room', 'classroom'],
  ['activities-chess-club', 'classroom'],
  ['activities-debate', 'event'],
  ['activities-robotics', 'lab'],
  ['activities-yoga', 'campus'],
  ['social-tree-plantation', 'nature'],
  ['social-elders-visit', 'event'],
  ['social-donation-drive', 'classroom'],
  ['social-cleanliness-drive', 'campus'],
  ['social-grandparents-day', 'event'],
  ['summer-camp-nature-walk', 'nature'],
  ['summer-camp-games', 'sports'],
  ['summer-camp-mural', 'painting'],
  ['summer-camp-picnic', 'nature'],
  ['summer-camp-football', 'sports'],
  ['summer-camp-gardening', 'nature'],
  ['trip-sinhagad-fort', 'nature'],
  ['trip-botanical-garden', 'nature'],
  ['trip-science-centre', 'lab'],
  ['trip-farm-visit', 'nature'],
  ['trip-heritage-walk', 'campus'],
  ['trip-lake', 'nature'],
  ['weather-station-garden', 'nature'],
  ['weather-station-readings', 'lab'],
  ['weather-station-rainfall-chart', 'classroom'],
  ['weather-station-rain-gauge', 'nature'],
  ['republic-day-flag-hoisting', 'campus'],
  ['republic-day-march-past', 'sports'],
  ['republic-day-folk-dance', 'event'],
  ['republic-day-speech', 'event'],
  ['republic-day-assembly', 'event'],
  ['school-maths-lesson', 'classroom'],
  ['school-reading-corner', 'library'],
  ['school-photo-day', 'portrait'],
  ['school-afternoon', 'campus'],
  ['school-morning-prayer', 'event'],
  ['school-butterfly-garden', 'nature'],
];

const outdoor: Array<[name: string, scene: Scene]> = [
  ['football', 'sports'],
  ['cricket', 'sports'],
  ['sprint', 'sports'],
  ['relay', 'sports'],
  ['long-jump', 'sports'],
  ['kho-kho', 'sports'],
  ['throwball', 'sports'],
  ['morning-drill', 'campus'],
  ['yoga-lawn', 'campus'],
  ['nature-trail', 'nature'],
  ['field-trip', 'nature'],
  ['monsoon-trek', 'nature'],
  ['garden-club', 'nature'],
  ['sports-day-march-past', 'sports'],
];

async function writeAll(folder: string, photos: Array<[string, Scene]>, seedBase: number): Promise<number> {
  const dir = path.join(process.cwd(), 'content', 'images', folder);
  fs.mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const [index, [name, scene]] of photos.entries()) {
    const jpeg = await makePhoto({ width: WIDTH, height: HEIGHT, seed: seedBase + index * 7, scene, quality: QUALITY });
    fs.writeFileSync(path.join(dir, `${name}.jpg`), jpeg);
    bytes += jpeg.length;
  }
  return bytes;
}

async function main() {
  const galleryBytes = await writeAll('gallery', gallery, 5100);
  const outdoorBytes = await writeAll('outdoor', outdoor, 7300);
  const mb = (value: number) => (value / 1024 / 1024).toFixed(2);
  console.log(`gallery: ${gallery.length} photos, ${mb(galleryBytes)} MB; outdoor: ${outdoor.length} photos, ${mb(outdoorBytes)} MB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
