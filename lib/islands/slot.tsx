import { createContext, useContext, useState, type HTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { SLOT_ATTRIBUTE } from './contract';

/** True inside a root the island runtime hydrates in the browser (lib/islands/runtime.tsx): slots keep their HTML. */
export const HydratingIsland = createContext(false);

type SlotTag = 'div' | 'ul' | 'ol' | 'section' | 'select' | 'p' | 'span';

/**
 * The built HTML of each slot with an id, read when the island first hydrates it: a slot mounted again later (its
 * field reset by a `key`) shows the same HTML, where the page's own copy went with the element it replaced.
 */
const builtHtml = new Map<string, string>();

interface IslandSlotProps extends HTMLAttributes<HTMLElement>, Pick<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'required' | 'autoComplete'> {
  /** The slot's own element; without it, a `div` shown as `display: contents` (it adds no box). */
  as?: SlotTag;
  /** The server-rendered HTML the island was given: text and markup that stay in the HTML, not in the island's script. */
  children?: ReactNode;
}

/**
 * Where an island puts the server-rendered markup it was given as `children` (slides, photo tiles) or through props
 * only the build's render gets (Island's `htmlOnly`: a form's hints): rendered as is on the server; in the browser
 * the island runtime hydrates the island without them (they are not in its props), and the slot keeps the element's
 * HTML exactly as it was built: React leaves the inner HTML of an element it sets with dangerouslySetInnerHTML alone
 * while the string stays the same. The element's own attributes come from the island, so they must not depend on the
 * children. A slot that may mount again after hydration (inside a part reset by a `key`) needs an `id`.
 */
export function IslandSlot({ as, children, ...attributes }: IslandSlotProps) {
  const keepHtml = useContext(HydratingIsland);
  const id = attributes.id;
  // Fixed for the element's life: a string that changed would have React write it over what the reader chose (a
  // select's option).
  const [html] = useState(() => (id && builtHtml.get(id)) || '');
  const Tag = as ?? 'div';
  const slot = { ...attributes, ...(as ? {} : { style: { display: 'contents' } }), [SLOT_ATTRIBUTE]: '' };
  if (!keepHtml) return <Tag {...slot}>{children}</Tag>;
  const keep = (element: HTMLElement | null) => {
    if (element && id && !builtHtml.has(id)) builtHtml.set(id, element.innerHTML);
  };
  return <Tag {...slot} ref={keep} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
