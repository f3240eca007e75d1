import { renderMessage } from './texts/render';
import type { MessageTexts } from './texts/types';

/**
 * A field name → first message map, from a zod error, for the `fields` of a 4xx answer and the form: the schemas'
 * message keys written in the form's language.
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[], texts: MessageTexts): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    if (!(key in fields)) fields[key] = renderMessage(issue.message, texts);
  }
  return fields;
}
