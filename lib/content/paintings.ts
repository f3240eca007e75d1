import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

export function paintingsSchema(root: string) {
  return z.object({
    paintings: z
      .array(
        z.object({
          title: z.string().min(1),
          student: z.string().min(1),
          class: z.string().min(1),
          house: z.string().min(1),
          image: imageKey(root),
          alt: z.string().min(1),
        }),
      )
      .min(1),
  });
}

export type Painting = z.output<ReturnType<typeof paintingsSchema>>['paintings'][number];

/** The pupils' paintings on /studentscorner, from `content/paintings.yml`. */
export function getPaintings(root: string = defaultContentRoot()): Painting[] {
  return readYaml(path.join(root, 'paintings.yml'), paintingsSchema(root)).paintings;
}
