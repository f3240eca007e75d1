import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

const ruleSectionSchema = z.object({
  title: z.string().min(1),
  rules: z.array(z.string().min(1)).min(1),
});

export const rulesSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  sections: z.array(ruleSectionSchema).min(1),
});

export type RuleSection = z.output<typeof ruleSectionSchema>;
export type RulesContent = z.output<typeof rulesSchema>;

/** The Rules & Regulations page: numbered rules in sections, from `content/rules.yml`. */
export function getRules(root: string = defaultContentRoot()): RulesContent {
  return readYaml(path.join(root, 'rules.yml'), rulesSchema);
}
