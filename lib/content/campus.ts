import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

export function campusSchema(root: string) {
  return z.object({
    images: z.array(z.object({ image: imageKey(root), alt: z.string().min(1), caption: z.string().min(1) })).min(1),
  });
}

export type CampusImage = z.output<ReturnType<typeof campusSchema>>['images'][number];

/** The photographs on /campus, from `content/campus.yml` (the text is `content/pages/en/campus.md`). */
export function getCampusImages(root: string = defaultContentRoot()): CampusImage[] {
  return readYaml(path.join(root, 'campus.yml'), campusSchema(root)).images;
}
