/**
 * The island runtime: the boot script (inline-scripts/islands-boot.ts) imports an island's chunk, which exports
 * this function beside the island's definition, and calls it for each root it wakes. It hydrates that root alone
 * (React 19's hydrateRoot on the root's children, with the props written on the root) and marks it enhanced once
 * the island's own effects have run. One root per island: each has its own identifierPrefix, and an island must not
 * use useId (the HTML was rendered inside the whole page, so its ids could not match; the build checks the markup).
 */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ENHANCED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE } from './contract';
import type { IslandDefinition } from './define';
import { HydratingIsland } from './slot';

/** Marks the root enhanced after the island's effects (a parent's effects run after its children's). */
function Enhanced({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    root.setAttribute(ENHANCED_ATTRIBUTE, '');
    const roots = Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`));
    if (roots.every((other) => other.hasAttribute(ENHANCED_ATTRIBUTE))) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [root]);
  return children;
}

/** The root's position among the page's roots of the same island: part of its identifierPrefix. */
export function islandIndex(root: Element, name: string): number {
  return Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))
    .filter((other) => other.getAttribute(ISLAND_ATTRIBUTE) === name)
    .indexOf(root);
}

export const identifierPrefix = (name: string, index: number) => `${name}-${index}-`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are whatever the root's JSON holds
export function hydrateIsland(root: HTMLElement, island: IslandDefinition<any>): void {
  const props: object = JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) || '{}');
  const Component = island.component;
  hydrateRoot(
    root,
    <HydratingIsland value>
      <Enhanced root={root}>
        <Component {...props} />
      </Enhanced>
    </HydratingIsland>,
    {
      identifierPrefix: identifierPrefix(island.name, islandIndex(root, island.name)),
      // A mismatch React recovers from by rendering the island again: named, so a test's console check says which.
      onRecoverableError: (error) => console.error(`Island ${island.name} did not hydrate as built:`, error),
    },
  );
}
