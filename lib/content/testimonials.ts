import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

const testimonialSchema = z.object({
  quote: z.string().min(1),
  name: z.string().min(1),
  role: z.string().min(1),
});

export const testimonialsSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  items: z.array(testimonialSchema),
});

export type Testimonial = z.output<typeof testimonialSchema>;
export type TestimonialsContent = z.output<typeof testimonialsSchema>;

/** What parents and former students say, from `content/testimonials.yml`. */
export function getTestimonials(root: string = defaultContentRoot()): TestimonialsContent {
  return readYaml(path.join(root, 'testimonials.yml'), testimonialsSchema);
}
