/**
 * Checks Decap fields against a content schema by a second, independent route (zod's own JSON Schema
 * export), so a generator bug or a hand-edited override cannot hide a schema field from the editor, make a
 * required field optional, or lose an option list, a pattern or a list size. Used by __tests__/lib/cms/.
 */
import { z } from 'zod';
import { FINGERPRINT_FIELD } from '../translations/fingerprint';
import { DATE_FORMAT, DATETIME_FORMAT, type DecapField } from './schema-fields';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function compareObject(json: JsonSchema, fields: DecapField[], where: string, problems: string[]): void {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const required = new Set(json.required ?? []);
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const path = where ? `${where}.${name}` : name;
    const field = byName.get(name);
    if (!field) {
      problems.push(`${path}: in the schema but not in the editor`);
      continue;
    }
    const editorRequired = field.required !== false;
    if (editorRequired !== required.has(name)) problems.push(`${path}: required is ${required.has(name)} in the schema but ${editorRequired} in the editor`);
    compareField(property, field, path, problems);
  }
  for (const field of fields) {
    if (field.name !== 'body' && field.name !== FINGERPRINT_FIELD && !(json.properties && field.name in json.properties))
      problems.push(`${where ? `${where}.` : ''}${field.name}: in the editor but not in the schema`);
  }
}

/** What Decap's date picker writes in each format we use (dayjs tokens), for checking against schema patterns. */
const PICKER_SAMPLES: Record<string, string> = {
  [DATE_FORMAT]: '2026-06-01',
  [DATETIME_FORMAT]: '2026-06-01T09:00:00+05:30',
};

function compareField(json: JsonSchema, field: DecapField, path: string, problems: string[]): void {
  if (json.enum) {
    if (JSON.stringify(field.options) !== JSON.stringify(json.enum))
      problems.push(`${path}: options ${JSON.stringify(field.options)} differ from the schema's ${JSON.stringify(json.enum)}`);
  }
  // A date picker writes its value itself: what it writes (a sample in its format) must pass the schema's pattern.
  const datePicker = field.widget === 'datetime';
  if (datePicker && json.pattern) {
    const sample = PICKER_SAMPLES[field.format ?? ''];
    if (!sample || !new RegExp(json.pattern).test(sample))
      problems.push(`${path}: the editor writes dates as ${field.format}, which the schema does not accept`);
  }
  if (json.pattern && !datePicker && !(field.pattern?.[0] ?? '').includes(json.pattern))
    problems.push(`${path}: the schema's pattern ${json.pattern} is not checked by the editor`);
  if (json.type === 'object' && json.properties) {
    if (!field.fields) problems.push(`${path}: an object in the schema but not in the editor`);
    else compareObject(json, field.fields, path, problems);
  }
  if (json.type === 'array' && json.items) {
    if (json.minItems !== undefined && json.minItems > 0 && field.min !== json.minItems)
      problems.push(`${path}: at least ${json.minItems} items in the schema, ${field.min ?? 'any'} in the editor`);
    if (json.maxItems !== undefined && field.max !== json.maxItems)
      problems.push(`${path}: at most ${json.maxItems} items in the schema, ${field.max ?? 'any'} in the editor`);
    const items = json.items;
    if (items.type === 'object' && items.properties) {
      if (!field.fields) problems.push(`${path}: a list of objects in the schema but not in the editor`);
      else compareObject(items, field.fields, path, problems);
    } else if (field.field) {
      compareField(items, field.field, `${path}[]`, problems);
    } else if (!field.fields) {
      problems.push(`${path}: a list in the schema but not in the editor`);
    }
  }
}

/** Every difference between the schema and the editor's fields, one line each (empty when they agree). */
export function editorDrift(schema: z.ZodType, fields: DecapField[]): string[] {
  const problems: string[] = [];
  compareObject(jsonSchemaOf(schema), fields, '', problems);
  return problems;
}
