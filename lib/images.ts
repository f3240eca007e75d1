import fs from 'node:fs';
import path from 'node:path';

/** One width of a processed image, in both formats. Paths are site paths under /media/. */
export interface ImageVariant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

/** An original from content/images/ after the build step (scripts/images.ts): plain data, safe as island props. */
export interface ImageData {
  /** The original's path under content/images/, e.g. `gallery/sports-day-01.jpg`. */
  key: string;
  width: number;
  height: number;
  /** Ascending by width. */
  variants: ImageVariant[];
  /** A tiny blurred WebP as a data URL, shown until the image itself arrives. */
  blurDataUrl: string;
}

export type ImageManifest = Record<string, ImageData>;

export const IMAGE_MANIFEST = path.join(process.cwd(), '.cache', 'images', 'manifest.json');

let manifest: ImageManifest | undefined;

function loadManifest(): ImageManifest {
  if (!manifest) {
    if (!fs.existsSync(IMAGE_MANIFEST)) {
      throw new Error(`${IMAGE_MANIFEST} is missing: run \`npm run images\` (the build runs it for you).`);
    }
    manifest = JSON.parse(fs.readFileSync(IMAGE_MANIFEST, 'utf8')) as ImageManifest;
  }
  return manifest;
}

/** The processed variants of `content/images/{key}`. Fails the build when the original does not exist. */
export function getImage(key: string): ImageData {
  const image = loadManifest()[key];
  if (!image) throw new Error(`content/images/${key}: no such image (check the file name in the content file)`);
  return image;
}
