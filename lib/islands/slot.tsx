import { createContext, useContext, type HTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { SLOT_ATTRIBUTE } from './contract';

/** True inside a root the island runtime hydrates in the browser (lib/islands/runtime.tsx): slots keep their HTML. */
export const HydratingIsland = createContext(false);

type SlotTag = 'div' | 'ul' | 'ol' | 'section' | 'select' | 'p' | 'span';

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
 * children. A slot must not mount again after hydration (inside a part reset by a `key`): it would come back empty.
 */
export function IslandSlot({ as, children, ...attributes }: IslandSlotProps) {
  const keepHtml = useContext(HydratingIsland);
  const Tag = as ?? 'div';
  const slot = { ...attributes, ...(as ? {} : { style: { display: 'contents' } }), [SLOT_ATTRIBUTE]: '' };
  if (keepHtml) return <Tag {...slot} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <Tag {...slot}>{children}</Tag>;
}
