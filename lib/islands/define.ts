import type { ComponentType } from 'react';
import type { WakeMoment } from './contract';

export interface IslandOptions<P> {
  /** When the island wakes (lib/islands/contract.ts, WAKE_MOMENTS). */
  wake: WakeMoment;
  /**
   * For an `interaction` island: wake anyway this many milliseconds after the load event (when the browser is idle),
   * for what must happen without the reader (the chat launcher's notification); undefined for never.
   */
  wakeAfterMs?: (props: P) => number | undefined;
  /**
   * For an `interaction` island: localStorage keys that, when one is set on the reader's phone, wake it once the page
   * has loaded (a form offers back its draft, or tells what became of a form kept to send, without waiting for a tap).
   */
  wakeIfStored?: (props: P) => string[];
  /**
   * For a `visible` island: the last day (`YYYY-MM-DD`) its built HTML is right for; after it, the island wakes as
   * soon as it is on the screen instead of waiting for the reader to start using the page (contract.ts).
   */
  currentUntil?: (props: P) => string;
}

/** An island: its name (its file is `<name>.island.tsx`), its client component and when it wakes. */
export interface IslandDefinition<P> extends IslandOptions<P> {
  name: string;
  component: ComponentType<P>;
}

/**
 * Declares an island, in a file of its own named after it (`components/chat-widget/chat-widget.island.ts`):
 * `export default defineIsland('chat-widget', ChatWidget, { wake: 'interaction' })`. A page places it with
 * `<Island of={chatWidget} props={...} />` (components/island); the build finds the file, bundles the component as
 * the island's own chunk and hydrates each of its roots alone. See docs/islands.md.
 */
export function defineIsland<P>(name: string, component: ComponentType<P>, options: IslandOptions<P>): IslandDefinition<P> {
  return { name, component, ...options };
}
