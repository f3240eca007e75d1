import type { FormWords } from './types';

/*
 * What a form's island writes with its words at first paint, apart from render.ts (what renders a check's message keys,
 * which comes with the check's code), so the island carries only these two.
 */

/** Fills `{name}` placeholders with the values given. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A field's label in the words given (a form's language); the field's own name where it has none. */
export function labelIn(field: string, texts: Pick<FormWords, 'labels'>): string {
  return (texts.labels as Record<string, string>)[field] ?? field;
}
