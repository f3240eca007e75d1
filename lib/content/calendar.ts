import path from 'node:path';
import { z } from 'zod';
import { imageKey } from './fields';
import { defaultContentRoot, readYaml } from './reader';

export function calendarSchema(root: string) {
  return z.object({
    heading: z.string().min(1),
    intro: z.string().min(1).optional(),
    images: z
      .array(
        z.object({
          image: imageKey(root),
          alt: z.string().min(1),
          caption: z.string().min(1),
        }),
      )
      .min(1),
    legend: z
      .array(
        z.object({
          label: z.string().min(1),
          colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour such as #1565c0'),
        }),
      )
      .min(1),
  });
}

export type CalendarContent = z.output<ReturnType<typeof calendarSchema>>;

/** The School Calendar page: its images and colour legend, from `content/calendar.yml`. */
export function getCalendar(root: string = defaultContentRoot()): CalendarContent {
  return readYaml(path.join(root, 'calendar.yml'), calendarSchema(root));
}
