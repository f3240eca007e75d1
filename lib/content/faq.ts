import path from 'node:path';
import { z } from 'zod';
import { defaultContentRoot, readYaml } from './reader';

const faqItemSchema = z.object({
  question: z.string().min(1),
  answer: z.string().min(1),
});

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

/** The FAQ page's questions and answers from `content/faq.yml`. */
export function getFaq(root: string = defaultContentRoot()): FaqContent {
  const data = readYaml(path.join(root, 'faq.yml'), faqSchema);
  return {
    heading: data.heading,
    intro: data.intro,
    items: data.items.map((item) => ({ question: item.question, paragraphs: answerParagraphs(item.answer) })),
  };
}
