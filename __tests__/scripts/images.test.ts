/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageManifest } from '@/lib/images';
import { webpVariantsFromLargest, widthsFor } from '@/lib/image-srcset';
import { runImagePipeline, type PipelineOptions } from '@/scripts/images';

let dir: string;
let options: PipelineOptions;

async function writeOriginal(key: string, width: number, height: number, color: string): Promise<void> {
  const file = path.join(options.sourceDir, key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg({ quality: 80 })
    .toFile(file);
}

function readManifest(): ImageManifest {
  return JSON.parse(fs.readFileSync(options.manifestFile, 'utf8')) as ImageManifest;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-pipeline-'));
  options = {
    sourceDir: path.join(dir, 'images'),
    outputDir: path.join(dir, 'public', 'media'),
    publicPrefix: '/media',
    manifestFile: path.join(dir, 'cache', 'manifest.json'),
  };
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('widthsFor', () => {
  it('takes the standard widths below the original and the original itself', () => {
    expect(widthsFor(700)).toEqual([320, 480, 640, 700]);
    expect(widthsFor(1920)).toEqual([320, 480, 640, 800, 1080, 1280, 1600, 1920]);
    expect(widthsFor(2400)).toEqual([320, 480, 640, 800, 1080, 1280, 1600, 1920]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe('runImagePipeline', () => {
  it('writes AVIF and WebP variants of the right sizes, a blur placeholder and the manifest', async () => {
    await writeOriginal('home/slide.jpg', 700, 350, '#336699');
    const result = await runImagePipeline(options);
    expect(result).toEqual(expect.objectContaining({ images: 1, encoded: 1, removed: 0 }));

    const image = readManifest()['home/slide.jpg'];
    expect(image).toEqual(expect.objectContaining({ key: 'home/slide.jpg', width: 700, height: 350 }));
    expect(image.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [320, 160],
      [480, 240],
      [640, 320],
      [700, 350],
    ]);
    expect(image.blurDataUrl).toMatch(/^data:image\/webp;base64,/);
    // A photo tile links to the largest WebP only; its lightbox reads every variant back from that path.
    expect(webpVariantsFromLargest(image.variants[image.variants.length - 1].webp)).toEqual(image.variants.map(({ webp, width }) => ({ src: webp, width })));
    for (const variant of image.variants) {
      expect(variant.avif).toMatch(/^\/media\/[0-9a-f]{12}\/slide-\d+\.avif$/);
      for (const [format, site] of [
        ['heif', variant.avif],
        ['webp', variant.webp],
      ] as const) {
        const file = path.join(options.outputDir, site.replace(/^\/media\//, ''));
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, variant.width, variant.height]);
      }
    }
  });

  it('encodes nothing on a second run over unchanged originals', async () => {
    await writeOriginal('a.jpg', 400, 300, '#aa3333');
    await writeOriginal('b/c.jpg', 500, 300, '#33aa33');
    expect((await runImagePipeline(options)).encoded).toBe(2);
    const before = readManifest();
    const folders = fs.readdirSync(options.outputDir).sort();

    const again = await runImagePipeline(options);
    expect(again).toEqual(expect.objectContaining({ images: 2, encoded: 0, removed: 0 }));
    expect(readManifest()).toEqual(before);
    expect(fs.readdirSync(options.outputDir).sort()).toEqual(folders);
  });

  it('re-encodes a changed original and removes the stale variants of it and of a deleted one', async () => {
    await writeOriginal('keep.jpg', 400, 300, '#3333aa');
    await writeOriginal('change.jpg', 400, 300, '#aaaa33');
    await writeOriginal('delete.jpg', 400, 300, '#33aaaa');
    await runImagePipeline(options);
    const first = readManifest();
    const folderOf = (manifest: ImageManifest, key: string) => manifest[key].variants[0].webp.split('/')[2];

    await writeOriginal('change.jpg', 600, 300, '#aa33aa');
    fs.rmSync(path.join(options.sourceDir, 'delete.jpg'));
    const result = await runImagePipeline(options);
    expect(result).toEqual(expect.objectContaining({ images: 2, encoded: 1, removed: 2 }));

    const second = readManifest();
    expect(Object.keys(second).sort()).toEqual(['change.jpg', 'keep.jpg']);
    expect(second['keep.jpg']).toEqual(first['keep.jpg']);
    expect(second['change.jpg'].width).toBe(600);
    expect(folderOf(second, 'change.jpg')).not.toBe(folderOf(first, 'change.jpg'));
    expect(fs.readdirSync(options.outputDir).sort()).toEqual([folderOf(second, 'change.jpg'), folderOf(second, 'keep.jpg')].sort());
    expect(fs.existsSync(path.join(options.outputDir, folderOf(first, 'change.jpg')))).toBe(false);
    expect(fs.existsSync(path.join(options.outputDir, folderOf(first, 'delete.jpg')))).toBe(false);
  });

  it('encodes several originals at once into the same manifest order, and an identical photo in two folders once', async () => {
    await writeOriginal('gallery/a.jpg', 700, 350, '#336699');
    await writeOriginal('gallery/b.jpg', 500, 500, '#993366');
    await writeOriginal('news/c.jpg', 640, 480, '#669933');
    fs.mkdirSync(path.join(options.sourceDir, 'outdoor'), { recursive: true });
    fs.copyFileSync(path.join(options.sourceDir, 'gallery', 'a.jpg'), path.join(options.sourceDir, 'outdoor', 'a-again.jpg'));
    const result = await runImagePipeline({ ...options, concurrency: 3 });
    expect(result).toEqual(expect.objectContaining({ images: 4, encoded: 3 }));
    const manifest = readManifest();
    expect(Object.keys(manifest)).toEqual(['gallery/a.jpg', 'gallery/b.jpg', 'news/c.jpg', 'outdoor/a-again.jpg']);
    expect(manifest['outdoor/a-again.jpg'].variants).toEqual(manifest['gallery/a.jpg'].variants);
    for (const variant of Object.values(manifest).flatMap((image) => image.variants)) {
      expect(fs.existsSync(path.join(options.outputDir, variant.avif.replace('/media/', '')))).toBe(true);
    }
  });
});
