import path from 'node:path';
import { z } from 'zod';
import { imageKey, sitePath } from './fields';
import { ContentError, defaultContentRoot, readYaml } from './reader';
import { getVideos } from './videos';

/** The video keys, or null when videos.yml itself is broken (its own checker reports that). */
function videoKeys(root: string): Set<string> | null {
  try {
    return new Set(Object.keys(getVideos(root)));
  } catch (error) {
    if (error instanceof ContentError) return null;
    throw error;
  }
}

export function homeSchema(root: string) {
  const videos = videoKeys(root);
  const link = z.object({ label: z.string().min(1), href: sitePath });
  const image = imageKey(root);
  return z.object({
    slider: z.object({
      autoplayMs: z.number().int().min(1000).max(30000),
      speedMs: z.number().int().min(0).max(5000),
      loop: z.boolean(),
      slides: z
        .array(z.object({ image, alt: z.string().min(1), heading: z.string().min(1), text: z.string().min(1), link: link.optional() }))
        .min(1)
        .max(6),
    }),
    highlights: z.object({
      heading: z.string().min(1),
      items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), image, alt: z.string().min(1), href: sitePath })).min(1),
    }),
    history: z.object({ heading: z.string().min(1), text: z.string().min(1), image, alt: z.string().min(1), link }),
    faculty: z.object({
      heading: z.string().min(1),
      text: z.string().min(1),
      stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })).min(1),
      link,
    }),
    messages: z
      .array(
        z.object({
          role: z.string().min(1),
          name: z.string().min(1),
          title: z.string().min(1),
          image,
          alt: z.string().min(1),
          text: z.array(z.string().min(1)).min(1),
        }),
      )
      .min(1),
    toppersVideo: z.object({
      heading: z.string().min(1),
      text: z.string().min(1),
      video: z.string().refine((key) => videos === null || videos.has(key), { message: 'No such video in content/videos.yml' }),
    }),
    whyChoose: z.object({ heading: z.string().min(1), items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1) }),
  });
}

export type HomeContent = z.output<ReturnType<typeof homeSchema>>;
export type SliderSettings = HomeContent['slider'];

/** The home page's sections from `content/home.yml`, including the slider's timing. */
export function getHome(root: string = defaultContentRoot()): HomeContent {
  return readYaml(path.join(root, 'home.yml'), homeSchema(root));
}
