#!/usr/bin/env node
/**
 * The npm registry reachable here serves only Linux builds of platform-specific optional packages (Next's SWC
 * binaries, resolver bindings...). npm then leaves those packages out of package-lock.json, and `npm ci` refuses
 * the lock as "out of sync". This adds the missing optional entries (version only, marked optional), which is
 * what npm would write on a machine that can see them; on Linux they are skipped as usual.
 * Run after any `npm install` that changes the lock: `node scripts/complete-lockfile.js`.
 */
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency from the nearest node_modules up the tree; top level is enough here.
    const nested = `${location ? `${location}/` : ''}node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec) ? spec : null;
    if (!version) {
      console.warn(`skipped ${name}@${spec} (needed by ${location || 'the project'}): not an exact version`);
      continue;
    }
    packages[top] = { version, optional: true };
    added += 1;
  }
}

// npm expects entries in sorted order.
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
