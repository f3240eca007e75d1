// Shared by both jest configs: packages that ship only ES modules (remark and its family, file-type) must be
// compiled by jest, which otherwise leaves node_modules alone.
const fs = require('node:fs');
const path = require('node:path');

/** ESM-only packages in node_modules, and in the node_modules of an ESM-only package (htmlparser2's own domhandler). */
function esmOnlyPackages(root = path.join(__dirname, 'node_modules'), nested = true) {
  const names = [];
  for (const entry of fs.readdirSync(root)) {
    const candidates = entry.startsWith('@') ? fs.readdirSync(path.join(root, entry)).map((name) => `${entry}/${name}`) : [entry];
    for (const name of candidates) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (manifest.type !== 'module') continue;
        names.push(name);
        const own = path.join(root, name, 'node_modules');
        if (nested && fs.existsSync(own)) names.push(...esmOnlyPackages(own, false));
      } catch {
        // Not a package folder.
      }
    }
  }
  return [...new Set(names)];
}

/** Replaces next/jest's transformIgnorePatterns so that ESM-only packages are transformed. */
function withEsmTransform(config) {
  const escaped = esmOnlyPackages().map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return {
    ...config,
    transformIgnorePatterns: [`/node_modules/(?!(${escaped.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'],
  };
}

module.exports = { withEsmTransform };
