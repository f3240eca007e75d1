import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readTranslatedYaml, type ContentLanguage } from './reader';
import { isoDate } from './schedules';
import { phoneSchema } from './site';

/** The committees CBSE (2017 circular) and Maharashtra (GR of 13 May 2025) ask every school to have, each once. */
export const COMMITTEE_KINDS = ['pocso', 'internal-complaints', 'anti-bullying', 'sakhi-savitri', 'grievance'] as const;
/** The helplines the Maharashtra GR asks schools to display; `police` and `other` are optional extras. */
export const REQUIRED_HELPLINES = ['childline', 'pocso-e-box', 'chirag'] as const;

const httpsUrl = z.url().regex(/^https:\/\//, 'Expected an https:// address');

const helplineSchema = z
  .object({
    kind: z.enum([...REQUIRED_HELPLINES, 'police', 'other']),
    name: z.string().min(3),
    description: z.string().min(20),
    /** Short numbers such as 1098 are allowed here, unlike the school's own numbers. */
    phone: z.string().regex(/^\+?[0-9][0-9 -]{1,18}[0-9]$/, 'Expected a phone number such as 1098 or +91 20 2695 1994').optional(),
    url: httpsUrl.optional(),
    linkText: z.string().min(3).optional(),
  })
  .refine((line) => line.phone || line.url, { message: 'Give a phone number, a link, or both', path: ['phone'] });

const committeeSchema = z.object({
  kind: z.enum(COMMITTEE_KINDS),
  name: z.string().min(3),
  /** The law or circular the committee is formed under. */
  basis: z.string().min(3),
  purpose: z.string().min(20),
  email: z.email(),
  phone: phoneSchema.optional(),
  inPerson: z.string().min(3).optional(),
  members: z.array(z.object({ name: z.string().min(3), role: z.string().min(2) })).min(2),
});

export const childSafetySchema = z
  .object({
    updated: isoDate,
    intro: z.string().min(20),
    helplines: z.array(helplineSchema).min(1),
    committees: z.array(committeeSchema).min(1),
  })
  .superRefine((page, context) => {
    for (const kind of COMMITTEE_KINDS) {
      const count = page.committees.filter((committee) => committee.kind === kind).length;
      if (count !== 1) context.addIssue({ code: 'custom', path: ['committees'], message: `Expected the ${kind} committee exactly once (found ${count})` });
    }
    for (const kind of REQUIRED_HELPLINES) {
      if (!page.helplines.some((line) => line.kind === kind)) context.addIssue({ code: 'custom', path: ['helplines'], message: `Expected the ${kind} helpline` });
    }
  });

export type ChildSafety = z.output<typeof childSafetySchema>;
export type Committee = ChildSafety['committees'][number];
export type Helpline = ChildSafety['helplines'][number];

/** The file, under content/: English under `en:`, Marathi under `mr:`. */
export const CHILD_SAFETY_FILE = 'child-safety.yml';
/** What the Marathi takes from the English as it is: the day the facts were checked. */
export const CHILD_SAFETY_SAME = ['updated'];

/** The child-safety page's committees and helplines, from `content/child-safety.yml`, in English or, when translated, in Marathi. */
export function getChildSafety(root?: string, language?: 'en'): ChildSafety;
export function getChildSafety(root: string | undefined, language: ContentLanguage): ChildSafety | undefined;
export function getChildSafety(root: string = defaultContentRoot(), language: ContentLanguage = 'en'): ChildSafety | undefined {
  return readTranslatedYaml(path.join(root, CHILD_SAFETY_FILE), childSafetySchema, language, CHILD_SAFETY_SAME);
}
