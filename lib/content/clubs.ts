import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

export const clubsSchema = z.object({
  clubs: z.array(z.object({ name: z.string().min(1), focus: z.string().min(1), description: z.string().min(20) })).min(1),
});

export type Club = z.output<typeof clubsSchema>['clubs'][number];

/** The club cards on /clubs, from `content/clubs.yml`. */
export function getClubs(root: string = defaultContentRoot()): Club[] {
  return readYaml(path.join(root, 'clubs.yml'), clubsSchema).clubs;
}
