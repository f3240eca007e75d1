import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

export function indoorSchema(root: string) {
  const image = imageKey(root);
  return z.object({
    activities: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), image, alt: z.string().min(1) })).min(1),
    leadership: z.object({ heading: z.string().min(1), text: z.string().min(1), image, alt: z.string().min(1) }),
  });
}

export type IndoorContent = z.output<ReturnType<typeof indoorSchema>>;
export type IndoorActivity = IndoorContent['activities'][number];

/** The activities and the student-leadership section on /indoor, from `content/indoor.yml`. */
export function getIndoor(root: string = defaultContentRoot()): IndoorContent {
  return readYaml(path.join(root, 'indoor.yml'), indoorSchema(root));
}
