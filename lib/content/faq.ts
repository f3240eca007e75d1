import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readTranslatedYaml, type ContentLanguage } from './reader';

const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
});

/** The file, under content/: English under `en:`, Marathi under `mr:`. */
export const FAQ_FILE = 'faq.yml';

export const faqSchema = z.object({
  heading: z.string().min(1),
  intro: z.string().min(1).optional(),
  items: z.array(faqItemSchema).min(1),
});

export interface FaqItem {
  question: string;
  /** The answer split at its line breaks: one entry per paragraph (SPEC section 3). */
  paragraphs: string[];
}

export interface FaqContent {
  heading: string;
  intro?: string;
  items: FaqItem[];
}

/** Splits an answer at line breaks into paragraphs, dropping blank lines. */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** The FAQ page's questions and answers from `content/faq.yml`, in English or, when translated, in Marathi. */
export function getFaq(root?: string, language?: 'en'): FaqContent;
export function getFaq(root: string | undefined, language: ContentLanguage): FaqContent | undefined;
export function getFaq(root: string = defaultContentRoot(), language: ContentLanguage = 'en'): FaqContent | undefined {
  const data = readTranslatedYaml(path.join(root, FAQ_FILE), faqSchema, language);
  if (!data) return undefined;
  return {
    heading: data.heading,
    intro: data.intro,
    items: data.items.map((item) => ({ question: item.question, paragraphs: answerParagraphs(item.answer) })),
  };
}
