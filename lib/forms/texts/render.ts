import { fillText } from './fill';
import type { MessageKey, MessageTexts } from './types';

export { fillText, labelIn } from './fill';

/**
 * What a schema says of a wrong answer: a message key, with at most one value after a colon (`tooLong:200`,
 * `postalCodeOfCountry:SW1A 1AA`). Zod carries it as the message; `renderMessage` writes it in the form's
 * language, in the browser and on the server alike.
 */
export function messageKey(key: MessageKey, value?: string | number): string {
  return value === undefined ? key : `${key}:${value}`;
}

/** A message key in the words of `texts`; anything that is not a key is given back as it is. */
export function renderMessage(message: string, texts: MessageTexts): string {
  const colon = message.indexOf(':');
  const key = colon === -1 ? message : message.slice(0, colon);
  if (!Object.hasOwn(texts.messages, key)) return message;
  const template = texts.messages[key];
  return colon === -1 ? template : fillText(template, { 0: message.slice(colon + 1) });
}
