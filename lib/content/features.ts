import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

export function featuresSchema(root: string) {
  return z.object({
    features: z.array(z.object({ title: z.string().min(1), text: z.string().min(1), image: imageKey(root), alt: z.string().min(1) })).min(1),
  });
}

export type Feature = z.output<ReturnType<typeof featuresSchema>>['features'][number];

/** The salient-feature cards on /salientfeatures, from `content/features.yml`. */
export function getFeatures(root: string = defaultContentRoot()): Feature[] {
  return readYaml(path.join(root, 'features.yml'), featuresSchema(root)).features;
}
