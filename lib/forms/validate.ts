import type { z } from 'zod/mini';
import { fieldErrors } from './errors';
import type { MessageTexts } from './texts/types';

export type Validation<T> = { ok: true; values: T } | { ok: false; fields: Record<string, string> };

/** The field names a form schema expects, in order. */
export function schemaFields(schema: z.ZodMiniType): string[] {
  const def = (schema as unknown as { def: { shape?: Record<string, unknown>; in?: { def: { shape?: Record<string, unknown> } } } }).def;
  return Object.keys(def.shape ?? {});
}

/**
 * Validates raw form values (strings; a missing field counts as empty, so it gets the "required" message,
 * not a type error). Unknown fields are dropped. Used by the form islands and by the server alike; the messages are in
 * the words of `texts`, the form's language.
 */
export function validateForm<S extends z.ZodMiniType>(schema: S, raw: Record<string, unknown>, texts: MessageTexts): Validation<z.output<S>> {
  const input: Record<string, string> = {};
  for (const key of schemaFields(schema)) {
    const value = raw[key];
    input[key] = typeof value === 'string' ? value : '';
  }
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, values: result.data as z.output<S> };
  return { ok: false, fields: fieldErrors(result.error.issues, texts) };
}
