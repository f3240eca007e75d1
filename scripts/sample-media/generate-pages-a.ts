/**
 * Generates the sample photos and videos of the home, About Us and Activities pages (issue 3, part A).
 * Run once with `npx tsx scripts/sample-media/generate-pages-a.ts`; its output is committed. Deterministic:
 * each file has a fixed seed, so re-running gives the same pictures. Originals are sized to the largest
 * size they are displayed at (slides 1920 px, portraits 400 px), and the image pipeline makes the variants.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePhoto, type Scene } from './photo';

const root = process.cwd();
const images = path.join(root, 'content', 'images');
const videos = path.join(root, 'public', 'videos');

interface Job {
  file: string;
  width: number;
  height: number;
  scene: Scene;
  seed: number;
  quality?: number;
}

const jobs: Job[] = [
  { file: 'home/slide-campus.jpg', width: 1920, height: 800, scene: 'campus', seed: 101, quality: 74 },
  { file: 'home/slide-annual-day.jpg', width: 1920, height: 800, scene: 'event', seed: 102, quality: 74 },
  { file: 'home/highlight-classrooms.jpg', width: 800, height: 533, scene: 'classroom', seed: 111 },
  { file: 'home/highlight-labs.jpg', width: 800, height: 533, scene: 'lab', seed: 112 },
  { file: 'home/highlight-sports.jpg', width: 800, height: 533, scene: 'sports', seed: 113 },
  { file: 'home/highlight-library.jpg', width: 800, height: 533, scene: 'library', seed: 114 },
  { file: 'home/history.jpg', width: 1200, height: 800, scene: 'campus', seed: 121 },
  { file: 'home/principal.jpg', width: 480, height: 600, scene: 'portrait', seed: 131 },
  { file: 'home/manager.jpg', width: 480, height: 600, scene: 'portrait', seed: 132 },
  { file: 'about/history-building.jpg', width: 1200, height: 800, scene: 'campus', seed: 141 },
  ...['one', 'two', 'three', 'four'].map((name, index) => ({
    file: `campus/campus-${name}.jpg`,
    width: 1200,
    height: 800,
    scene: (['campus', 'nature', 'sports', 'event'] as Scene[])[index],
    seed: 151 + index,
  })),
  ...(
    [
      ['science-labs', 'lab'],
      ['library', 'library'],
      ['audio-visual-rooms', 'classroom'],
      ['career-counselling', 'classroom'],
      ['gymnasium', 'sports'],
      ['sports-coaching', 'sports'],
      ['playgrounds', 'nature'],
      ['dance', 'event'],
      ['music', 'event'],
      ['karate', 'sports'],
      ['canteen', 'classroom'],
      ['transport', 'campus'],
      ['cctv', 'campus'],
    ] as Array<[string, Scene]>
  ).map(([name, scene], index) => ({ file: `features/${name}.jpg`, width: 640, height: 427, scene, seed: 201 + index })),
  ...(
    [
      ['dramatics', 'event'],
      ['debates', 'classroom'],
      ['music', 'event'],
      ['chess', 'classroom'],
      ['art-and-craft', 'painting'],
      ['ict', 'lab'],
      ['yoga', 'nature'],
      ['student-council', 'campus'],
    ] as Array<[string, Scene]>
  ).map(([name, scene], index) => ({ file: `indoor/${name}.jpg`, width: 640, height: 427, scene, seed: 301 + index })),
  ...Array.from({ length: 12 }, (_, index) => ({
    file: `paintings/painting-${String(index + 1).padStart(2, '0')}.jpg`,
    width: 800,
    height: 600,
    scene: 'painting' as Scene,
    seed: 401 + index,
  })),
  ...Array.from({ length: 71 }, (_, index) => ({
    file: `teachers/teacher-${String(index + 1).padStart(2, '0')}.jpg`,
    width: 400,
    height: 480,
    scene: 'portrait' as Scene,
    seed: 501 + index,
    quality: 68,
  })),
];

/** A short slideshow: each still slowly zooms, with a title over it; H.264, no audio, fast start. */
function makeVideo(stills: string[], title: string, output: string, poster: string): void {
  const fps = 25;
  const seconds = 4;
  const args: string[] = ['-y', '-hide_banner', '-loglevel', 'error'];
  // One input frame per still: zoompan turns it into `seconds` of frames.
  for (const still of stills) args.push('-i', still);
  const font = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
  const parts = stills.map(
    (_, index) =>
      `[${index}:v]scale=1708:960,zoompan=z='min(zoom+0.0012,1.12)':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${fps * seconds}:s=854x480:fps=${fps},setsar=1[v${index}]`,
  );
  const chain = stills.map((_, index) => `[v${index}]`).join('');
  const filter = `${parts.join(';')};${chain}concat=n=${stills.length}:v=1:a=0,drawtext=fontfile=${font}:text='${title}':fontcolor=white:fontsize=34:box=1:boxcolor=0x0f3b66@0.75:boxborderw=14:x=(w-text_w)/2:y=h-text_h-36,format=yuv420p[out]`;
  args.push(
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-profile:v',
    'main',
    '-movflags',
    '+faststart',
    output,
  );
  execFileSync('ffmpeg', args);
  // A WebM (VP9) copy for browsers built without H.264.
  execFileSync('ffmpeg', [
    '-y',
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    output,
    '-an',
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-row-mt',
    '1',
    output.replace(/\.mp4$/, '.webm'),
  ]);
  execFileSync('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-ss', '1', '-i', output, '-frames:v', '1', '-q:v', '5', poster]);
}

async function main() {
  for (const job of jobs) {
    const target = path.join(images, job.file);
    if (process.argv.includes('--videos-only')) break;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await makePhoto({ width: job.width, height: job.height, seed: job.seed, scene: job.scene, quality: job.quality }));
  }
  // Video frames without film grain: grain costs many bytes in a video and adds nothing.
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-a-video-'));
  const still = async (name: string, scene: Scene, seed: number) => {
    const file = path.join(tmp, `${name}.jpg`);
    fs.writeFileSync(file, await makePhoto({ width: 1708, height: 960, seed, scene, grain: 0, quality: 85 }));
    return file;
  };
  fs.mkdirSync(videos, { recursive: true });
  makeVideo(
    [await still('toppers-1', 'event', 601), await still('toppers-2', 'classroom', 602)],
    'Our Class 10 and 12 toppers',
    path.join(videos, 'toppers.mp4'),
    path.join(videos, 'toppers-poster.jpg'),
  );
  makeVideo(
    [await still('history-1', 'campus', 611), await still('history-2', 'nature', 612)],
    'Sunrise Valley since 1994',
    path.join(videos, 'school-history.mp4'),
    path.join(videos, 'school-history-poster.jpg'),
  );
  fs.rmSync(tmp, { recursive: true, force: true });
  console.log(`Wrote ${jobs.length} photos and 2 videos`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
