/**
 * The first step of every npm script (package.json; __tests__/check-node.test.ts holds them to it): on a Node
 * whose major is not .nvmrc's, one line naming the Node found, the Node needed and the command that fixes it,
 * and exit 1, before anything starts that would fail far from the cause. On Node 20 that failure is a bare
 * `Segmentation fault`: better-sqlite3 13's addon asks for Node-API 10, Node 20 has 9, and Node 20 dereferences
 * the missing environment instead of throwing its own version error (README, "Node").
 * Plain ES5 CommonJS, so that any Node old enough to be refused can still read it.
 */
'use strict';
var fs = require('fs');
var path = require('path');

var root = path.resolve(__dirname, '..');
var wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
var major = wanted.split('.')[0];
var found = process.versions.node;

/** What the person typed, as near as npm tells: `npm run build` starts with its `prebuild`. */
function commandAgain(event, scripts) {
  if (!event) return 'try again';
  var main = event.replace(/^(pre|post)/, '');
  if (main !== event && scripts[main]) event = main;
  return '`' + (['start', 'stop', 'restart', 'test'].indexOf(event) >= 0 ? 'npm ' : 'npm run ') + event + '` again';
}

if (found.split('.')[0] !== major) {
  var scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
  process.stderr.write(
    'Node ' +
      found +
      ' (' +
      process.execPath +
      ') cannot run this project, which needs Node ' +
      major +
      ' (.nvmrc: ' +
      wanted +
      '): run `source scripts/ensure-node.sh` (it fetches Node ' +
      wanted +
      ' once and puts it first on PATH in this shell), then ' +
      commandAgain(process.env.npm_lifecycle_event, scripts) +
      '.\n',
  );
  process.exit(1);
}
