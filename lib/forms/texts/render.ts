import type { FormWords, MessageKey, MessageTexts } from './types';

/**
 * What a schema says of a wrong answer: a message key, with at most one value after a colon (`tooLong:200`,
 * `postalCodeOfCountry:SW1A 1AA`). Zod carries it as the message; `renderMessage` writes it in the form's
 * language, in the browser and on the server alike.
 */
export function messageKey(key: MessageKey, value?: string | number): string {
  return value === undefined ? key : `${key}:${value}`;
}

/** Fills `{name}` placeholders with the values given. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message key in the words of `texts`; anything that is not a key is given back as it is. */
export function renderMessage(message: string, texts: MessageTexts): string {
  const colon = message.indexOf(':');
  const key = colon === -1 ? message : message.slice(0, colon);
  if (!Object.hasOwn(texts.messages, key)) return message;
  const template = texts.messages[key];
  return colon === -1 ? template : fillText(template, { 0: message.slice(colon + 1) });
}

/** A field's label in the words given (a form's language); the field's own name where it has none. */
export function labelIn(field: string, texts: Pick<FormWords, 'labels'>): string {
  return (texts.labels as Record<string, string>)[field] ?? field;
}
