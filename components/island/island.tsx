import type { ComponentType, ReactNode } from 'react';
import {
  CURRENT_UNTIL_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  PROPS_ATTRIBUTE,
  WAKE_AFTER_ATTRIBUTE,
  WAKE_ATTRIBUTE,
  WAKE_IF_STORED_ATTRIBUTE,
} from '@/lib/islands/contract';
import type { IslandDefinition } from '@/lib/islands/define';

interface IslandProps<P> {
  /** The island (its `<name>.island.ts` file's default export). */
  of: IslandDefinition<P>;
  /** Plain data only (strings, numbers, booleans, null, arrays and objects of them): they travel as JSON. */
  props: NoInfer<P>;
  /** Server-rendered markup the island shows in its IslandSlot (lib/islands/slot.tsx); it stays out of the props. */
  children?: ReactNode;
  /**
   * Props only the build's render gets: what the island draws from them is in IslandSlots, kept as built in the
   * browser, so their words are in the page once, as HTML, and not again in its JSON (a form's hints).
   */
  htmlOnly?: NoInfer<Partial<P>>;
}

/** The first value in `value` that JSON would not carry as it is, as a path (`props.events[2].date`), or undefined. */
export function notJson(value: unknown, path = 'props'): string | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = item === undefined ? `${path}[${index}]` : notJson(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = item === undefined ? undefined : notJson(item, `${path}.${key}`);
      if (found) return found;
    }
    return undefined;
  }
  return path;
}

/**
 * Places an island in a page (a server component): its root, marked with its name, its moment and its props as
 * JSON (lib/islands/contract.ts), around the island's server-rendered HTML. The build hydrates that root alone when
 * the moment comes. Throws at build time for props JSON cannot carry as they are (a function, a Date, a Map).
 */
export function Island<P extends object>({ of: island, props, children, htmlOnly }: IslandProps<P>) {
  const unfit = notJson(props);
  if (unfit) throw new Error(`Island ${island.name}: ${unfit} cannot travel as JSON; give the island plain data.`);
  const json = JSON.stringify(props);
  const Component = island.component as ComponentType<P & { children?: ReactNode }>;
  const root = {
    [ISLAND_ATTRIBUTE]: island.name,
    [WAKE_ATTRIBUTE]: island.wake,
    [WAKE_AFTER_ATTRIBUTE]: island.wakeAfterMs?.(props),
    [WAKE_IF_STORED_ATTRIBUTE]: island.wakeIfStored?.(props).join(' '),
    [CURRENT_UNTIL_ATTRIBUTE]: island.currentUntil?.(props),
    [PROPS_ATTRIBUTE]: json === '{}' ? undefined : json,
  };
  return (
    <div {...root}>
      <Component {...props} {...htmlOnly}>
        {children}
      </Component>
    </div>
  );
}
