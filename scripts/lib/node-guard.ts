/**
 * How every npm script in package.json begins: scripts/check-node.cjs stops a script started on a Node whose major
 * is not .nvmrc's with one line saying what to run (__tests__/scripts/node-version.test.ts holds every script to it).
 */
export const NODE_GUARD = 'node scripts/check-node.cjs && ';

/** What an npm script runs once the Node is right: its command without the guard. */
export function withoutNodeGuard(script: string): string {
  return script.startsWith(NODE_GUARD) ? script.slice(NODE_GUARD.length) : script;
}
