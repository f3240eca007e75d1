/**
 * Turns a content type's zod schema (lib/content/) into Decap CMS fields: the editor asks for exactly what
 * `npm run check:content` accepts. Required fields, option lists (z.enum), lengths, patterns and list sizes
 * are carried over so the editor refuses a mistake before it is saved. A construct the editor cannot
 * represent throws, so a new kind of field is noticed when the configuration is generated.
 */
import { globalRegistry, type z } from 'zod';
import { CONTENT_IMAGE } from '../content/fields';
import { collectionMediaFolder } from './paths';

/** One Decap CMS field (the subset of its options we use; see the widget docs of decap-cms 3.x). */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** [regular expression source, message shown when the value does not match]. */
  pattern?: [string, string];
  options?: string[];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  step?: number;
  fields?: DecapField[];
  field?: DecapField;
  default?: unknown;
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  format?: string;
  date_format?: string | boolean;
  time_format?: string | boolean;
  summary?: string;
  collapsed?: boolean;
  label_singular?: string;
  /** Decap's i18n: translated (true), or in the English column only (absent). */
  i18n?: true;
  /** The "Translated from" widget's own options (scripts/cms/translation-source.ts): the English, and its `same` fields. */
  source_locale?: string;
  same?: readonly string[];
}

/** Editor-only settings of one field, keyed by its path without list levels, e.g. `groups.teachers.qualification`. */
export type FieldOverride = Partial<Omit<DecapField, 'name' | 'fields' | 'field'>>;

export interface FieldContext {
  /** The folder under content/images/ where this collection's uploads go, e.g. `news`. */
  imageFolder?: string;
  overrides?: Record<string, FieldOverride>;
  /** Field names shown as a multi-line text box. */
  longText?: ReadonlySet<string>;
}

export const LONG_TEXT = new Set(['description', 'text', 'message', 'answer', 'quote', 'paragraph', 'intro', 'focus']);

/** The date-time format notices are written in: `2026-06-01T09:00:00+05:30` (dayjs tokens). */
export const DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm:ssZ';
export const DATE_FORMAT = 'YYYY-MM-DD';

type AnySchema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}

function defOf(schema: AnySchema): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
}

function checksOf(schema: AnySchema): CheckDef[] {
  const checks = (defOf(schema).checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? [];
  return checks.map((check) => check._zod.def);
}

function messageOf(check: CheckDef, fallback: string): string {
  const message = check.error?.({});
  return typeof message === 'string' ? message : fallback;
}

/** `imageAlt` → `Image alt`, `tableTitle` → `Table title`. */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Peels optional/default/nullable wrappers and pipes down to the schema of what the file holds. */
export function unwrap(schema: AnySchema): { schema: AnySchema; optional: boolean; defaultValue?: unknown } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  for (;;) {
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable') {
      optional = true;
      current = def.innerType as AnySchema;
    } else if (def.type === 'default') {
      optional = true;
      defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType as AnySchema;
    } else if (def.type === 'pipe') {
      // z.preprocess(fn, schema) is pipe(transform, schema): the file holds what `schema` accepts.
      // schema.transform(fn) is pipe(schema, transform): the file holds what `schema` accepts.
      const input = def.in as AnySchema;
      current = defOf(input).type === 'transform' ? (def.out as AnySchema) : input;
    } else {
      return { schema: current, optional, defaultValue };
    }
  }
}

/** The object shape of a (possibly wrapped or refined) object schema, or undefined for anything else. */
export function objectShape(schema: AnySchema): Record<string, AnySchema> | undefined {
  const inner = unwrap(schema).schema;
  const def = defOf(inner);
  return def.type === 'object' ? (def.shape as Record<string, AnySchema>) : undefined;
}

function lengthPattern(min: number | undefined, max: number | undefined): [string, string] | undefined {
  // Presence is the `required` rule; a pattern is only needed for more than one character, or a maximum.
  const lower = min !== undefined && min > 1 ? min : undefined;
  if (lower === undefined && max === undefined) return undefined;
  const message =
    lower !== undefined && max !== undefined
      ? `Expected ${lower} to ${max} characters`
      : lower !== undefined
        ? `Expected at least ${lower} characters`
        : `Expected at most ${max} characters`;
  return [`^[\\s\\S]{${lower ?? 0},${max ?? ''}}$`, message];
}

function stringField(base: DecapField, schema: AnySchema, context: FieldContext): DecapField {
  const def = defOf(schema);
  const meta = globalRegistry.get(schema) as { format?: string } | undefined;
  if (meta?.format === CONTENT_IMAGE) {
    const folder = context.imageFolder;
    return {
      ...base,
      widget: 'image',
      choose_url: false,
      ...(folder ? { media_folder: `/${collectionMediaFolder(folder)}`, public_folder: folder } : {}),
    };
  }
  if (def.format === 'date') return { ...base, widget: 'datetime', format: DATE_FORMAT, date_format: DATE_FORMAT, time_format: false };
  if (def.format === 'datetime') return { ...base, widget: 'datetime', format: DATETIME_FORMAT, date_format: DATE_FORMAT, time_format: 'HH:mm' };

  const field: DecapField = { ...base, widget: context.longText?.has(base.name) ? 'text' : 'string' };
  let min: number | undefined;
  let max: number | undefined;
  let regex: [string, string] | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = check.minimum;
    else if (check.check === 'max_length') max = check.maximum;
    else if (check.check === 'length_equals') min = max = check.length;
    else if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      regex = [check.pattern.source, messageOf(check, 'Not in the expected format')];
  }
  if (def.format === 'email' && def.pattern instanceof RegExp) regex = [def.pattern.source, 'Expected an e-mail address such as office@example.org'];
  // A URL with its own rule (e.g. https only) keeps that rule and message, inside the general URL shape.
  if (def.format === 'url')
    regex = regex ? [`(?=^https?://\\S+$)${regex[0]}`, regex[1]] : ['^https?://\\S+$', 'Expected a full address starting with https://'];
  const length = lengthPattern(min, max);
  if (regex && length) field.pattern = [`(?=${length[0]})${regex[0]}`, `${regex[1]}; ${length[1].charAt(0).toLowerCase()}${length[1].slice(1)}`];
  else if (regex || length) field.pattern = regex ?? length;
  return field;
}

function numberField(base: DecapField, schema: AnySchema): DecapField {
  const field: DecapField = { ...base, widget: 'number', value_type: 'float' };
  let lower: CheckDef | undefined;
  let upper: CheckDef | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) {
      field.value_type = 'int';
      field.step = 1;
    } else if (check.check === 'greater_than') lower = check;
    else if (check.check === 'less_than') upper = check;
  }
  // The editor's limits are inclusive: z.number().int().positive() becomes min 1.
  const step = field.value_type === 'int' ? 1 : 0;
  if (lower?.value !== undefined) field.min = lower.inclusive ? lower.value : lower.value + step;
  if (upper?.value !== undefined) field.max = upper.inclusive ? upper.value : upper.value - step;
  return field;
}

function firstTextField(fields: DecapField[]): string | undefined {
  return fields.find((field) => field.widget === 'string')?.name;
}

/** One Decap field for the schema of the property `name` at `path` (dotted, list levels left out). */
export function decapField(name: string, schema: AnySchema, context: FieldContext, path: string = name): DecapField {
  const { schema: inner, optional, defaultValue } = unwrap(schema);
  const def = defOf(inner);
  const meta = globalRegistry.get(inner) as { title?: string; description?: string } | undefined;
  const base: DecapField = { name, label: meta?.title ?? humanize(name), widget: 'string' };
  if (optional) base.required = false;
  if (defaultValue !== undefined) base.default = defaultValue;
  if (meta?.description) base.hint = meta.description;

  let field: DecapField;
  switch (def.type) {
    case 'string':
      field = stringField(base, inner, context);
      break;
    case 'number':
      field = numberField(base, inner);
      break;
    case 'boolean':
      field = { ...base, widget: 'boolean' };
      break;
    case 'date':
      field = { ...base, widget: 'datetime', format: DATE_FORMAT, date_format: DATE_FORMAT, time_format: false };
      break;
    case 'enum':
      field = { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
      break;
    case 'object':
      field = { ...base, widget: 'object', fields: decapFields(inner, context, path) };
      break;
    case 'array': {
      field = { ...base, widget: 'list' };
      for (const check of checksOf(inner)) {
        if (check.check === 'min_length') field.min = check.minimum;
        else if (check.check === 'max_length') field.max = check.maximum;
        else if (check.check === 'length_equals') field.min = field.max = check.length;
      }
      const element = def.element as AnySchema;
      if (objectShape(element)) {
        field.fields = decapFields(element, context, path);
        const summary = firstTextField(field.fields);
        if (summary) field.summary = `{{fields.${summary}}}`;
        field.collapsed = true;
      } else {
        // A list of single values stays open: a collapsed item would show its label, not its value.
        field.field = decapField(singular(name), element, context, `${path}[]`);
        field.collapsed = false;
      }
      break;
    }
    default:
      throw new Error(
        `${path}: the editor cannot show a zod "${def.type}" field; give it a shape the editor supports or leave the file out of lib/cms/collections.ts`,
      );
  }
  return { ...field, ...context.overrides?.[path] };
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('s')) return name.slice(0, -1);
  return `${name}Item`;
}

/** The fields of an object schema, in the schema's order. */
export function decapFields(schema: AnySchema, context: FieldContext, path = ''): DecapField[] {
  const shape = objectShape(schema);
  if (!shape) throw new Error(`${path || '(root)'}: expected an object schema`);
  return Object.entries(shape).map(([name, property]) => decapField(name, property, context, path ? `${path}.${name}` : name));
}
