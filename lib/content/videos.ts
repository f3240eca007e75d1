import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { sitePath } from './fields';
import { defaultContentRoot, readYaml } from './reader';

/** A file under public/, so a typo in a video path fails the content check instead of showing a broken player. */
function publicFile(publicDir: string) {
  return sitePath.refine((file) => !file.includes('..') && fs.existsSync(path.join(publicDir, file)), { message: 'No such file under public/' });
}

function videosSchema(publicDir: string) {
  const file = publicFile(publicDir);
  return z.object({
    videos: z.record(
      z.string(),
      z.object({
        label: z.string().min(1),
        poster: file,
        sources: z.array(z.object({ src: file, type: z.enum(['video/webm', 'video/mp4']) })).min(1),
      }),
    ),
  });
}

export type Video = z.output<ReturnType<typeof videosSchema>>['videos'][string];

/** Every video of the site by its key, from `content/videos.yml`; files are checked under `publicDir`. */
export function getVideos(root: string = defaultContentRoot(), publicDir: string = path.join(root, '..', 'public')): Record<string, Video> {
  return readYaml(path.join(root, 'videos.yml'), videosSchema(publicDir)).videos;
}

/** One video by key, e.g. `toppers`; an unknown key is a programming error. */
export function getVideo(key: string, root: string = defaultContentRoot()): Video {
  const video = getVideos(root)[key];
  if (!video) throw new Error(`content/videos.yml has no video "${key}"`);
  return video;
}
