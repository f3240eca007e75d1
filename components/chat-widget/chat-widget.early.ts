import type { EarlyHandler } from '@/lib/islands/early';
import { BOX_ATTRIBUTE, CLOSE_ATTRIBUTE, LAUNCHER_ATTRIBUTE, OPEN_ATTRIBUTE, OPENED_AT_ATTRIBUTE, showBox } from './chat-names';

/**
 * The chat launcher pressed before its island is ready (in the boot script, lib/islands/early.ts): the box, in the
 * HTML from the start, opens at once with its typing dots and the focus in its message field, instead of the link
 * taking the reader to the messaging service. Its close button closes it; a message sent before the island has
 * arrived (it is on its way: a second or so) stays in the field to be sent again, rather than reloading the page. The
 * island keeps the box as it finds it (chat-widget.tsx).
 */
export const chatWidgetEarly: EarlyHandler = (event, root) => {
  const box = root.querySelector<HTMLElement>(`[${BOX_ATTRIBUTE}]`);
  const launcher = root.querySelector<HTMLAnchorElement>(`a[${LAUNCHER_ATTRIBUTE}]`);
  const input = box && box.querySelector('input');
  if (!box || !launcher || !input) return false;
  if (event.type === 'submit') return true;
  const pressed = (event.target as Element).closest(`[${LAUNCHER_ATTRIBUTE}],[${CLOSE_ATTRIBUTE}]`);
  if (!pressed) return false;
  const opening = pressed === launcher && !box.hasAttribute(OPEN_ATTRIBUTE);
  showBox(box, opening);
  if (opening) {
    if (!box.hasAttribute(OPENED_AT_ATTRIBUTE)) box.setAttribute(OPENED_AT_ATTRIBUTE, String(Date.now()));
    input.focus();
  } else launcher.focus();
  return true;
};
