/**
 * The route of one request through the service's modules (issue 36): every call from one file of server/ into
 * another, as it happens, for the family's application page (GET /application/<token>). Each exported function and
 * class of server/ is wrapped while the service loads, and a call counts as an entry into a file when it comes from
 * another file (AsyncLocalStorage keeps the caller across awaits; route handlers count as their registering file).
 * `npx tsx scripts/trace-request.ts [--json]`: prints the entries in order, the entries per file, the folder crossings
 * (an entry into another folder than the caller's), and the files visited most (entered, or returned to from a call out).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const serverDir = path.join(root, 'server') + path.sep;
const current = new AsyncLocalStorage<string>();
let tracing = false;
const entries: { from: string; to: string; name: string }[] = [];
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function enter(file: string, name: string) {
  const from = current.getStore() ?? 'fastify';
  if (tracing && from !== file) entries.push({ from, to: file, name });
}

const wrapped = new WeakMap<object, unknown>();
function wrap(value: unknown, file: string, name: string): unknown {
  if (typeof value !== 'function') return value;
  if (wrapped.has(value)) return wrapped.get(value);
  const proxy = new Proxy(value, {
    apply(target, thisArg, args) {
      enter(file, name);
      return current.run(file, () => Reflect.apply(target, thisArg, args));
    },
    construct(target, args, newTarget) {
      enter(file, `new ${name}`);
      const instance = current.run(file, () => Reflect.construct(target, args, newTarget === proxy ? target : newTarget)) as object;
      if (instance instanceof Error) return instance;
      return new Proxy(instance, {
        get(object, key, receiver) {
          const member = Reflect.get(object, key, receiver);
          return typeof member === 'function' && typeof key === 'string' && key !== 'constructor' ? wrap(member, file, `${name}.${key}`) : member;
        },
      });
    },
  });
  wrapped.set(value, proxy);
  return proxy;
}

type Loader = (request: string, parent: unknown, isMain: boolean) => unknown;
const moduleApi = Module as unknown as { _load: Loader; _resolveFilename: (request: string, parent: unknown) => string };
const originalLoad = moduleApi._load;
moduleApi._load = function (request, parent, isMain) {
  const exported = originalLoad.call(this, request, parent, isMain);
  let file: string;
  try {
    file = moduleApi._resolveFilename(request, parent);
  } catch {
    return exported;
  }
  // A feature's index.ts only re-exports: its functions are counted in the files that define them.
  if (!file.startsWith(serverDir) || file.endsWith(`${path.sep}index.ts`) || !exported || typeof exported !== 'object') return exported;
  const name = rel(file);
  return new Proxy(exported as object, {
    get(target, key, receiver) {
      const member = Reflect.get(target, key, receiver);
      return typeof key === 'string' && key !== 'default' && key !== '__esModule'
        ? wrap(member, name, key)
        : key === 'default'
          ? wrap(member, name, 'default')
          : member;
    },
  });
};

/** The first file of server/ on the stack that is not the service's composition (where a route was written). */
function registeringFile(): string {
  for (const line of (new Error().stack ?? '').split('\n')) {
    const match = /\((\/[^:)]+):\d+:\d+\)/.exec(line) ?? /at (\/[^:]+):\d+:\d+/.exec(line);
    if (match && match[1].startsWith(serverDir)) return rel(match[1]);
  }
  return 'fastify';
}

async function main() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildApp } = require(path.join(root, 'server', 'app')) as typeof import('../server/app');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const configModule = require(path.join(root, fs.existsSync(path.join(root, 'server', 'core', 'config.ts')) ? 'server/core/config' : 'server/config'));
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-out-'));
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-data-'));
  const config = { ...configModule.loadConfig({}), outDir, dataDir, intakeRateLimit: 0, mailPollMs: 20, siteUrl: 'https://www.sunrisevalleyschool.edu.in' };
  const app = await buildApp(config, {
    logger: false,
    onRoute: (route) => {
      const file = registeringFile();
      const handler = route.handler as (...args: unknown[]) => unknown;
      route.handler = function (this: unknown, ...args: unknown[]) {
        enter(file, 'route handler');
        return current.run(file, () => handler.apply(this, args));
      } as typeof route.handler;
    },
  });
  await app.ready();
  try {
    // The test suite's valid admission (its helper loads after the hook above, like the service).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { validAdmission: fields } = require(path.join(root, '__tests__', 'server', 'helpers', 'intake')) as { validAdmission: Record<string, string> };
    const boundary = 'trace-boundary';
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="receipt.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
    );
    const posted = await app.inject({
      method: 'POST',
      url: '/api/admissions',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: parts.join(''),
    });
    const { reference } = posted.json() as { reference: string };
    if (!reference) throw new Error(`the admission was refused: ${posted.body}`);
    const eml = path.join(dataDir, 'outbox', `${reference}-acknowledgement.eml`);
    for (let waited = 0; !fs.existsSync(eml) && waited < 10_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const token = /\/application\/([\w.-]+)/.exec(fs.readFileSync(eml, 'utf8'))![1];
    tracing = true;
    const page = await app.inject({ url: `/application/${token}` });
    tracing = false;
    if (page.statusCode !== 200) throw new Error(`the page answered ${page.statusCode}`);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  const folder = (file: string) => (file === 'fastify' ? file : path.posix.dirname(file));
  const perFile = new Map<string, number>();
  for (const entry of entries) perFile.set(entry.to, (perFile.get(entry.to) ?? 0) + 1);
  // A visit: control arrives in a file, by a call into it or by the return of a call it made to another file.
  const visits = new Map(perFile);
  for (const entry of entries) if (entry.from !== 'fastify') visits.set(entry.from, (visits.get(entry.from) ?? 0) + 1);
  const crossings = entries.filter((entry) => folder(entry.from) !== folder(entry.to));
  const result = {
    request: 'GET /application/<token>',
    entries: entries.length,
    folderCrossings: crossings.length,
    files: perFile.size,
    folders: new Set(entries.map((entry) => folder(entry.to))).size,
    perFile: [...perFile].sort((a, b) => b[1] - a[1]).map(([file, count]) => `${count} ${file}`),
    mostVisited: [...visits]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, count]) => `${count} ${file}`),
    route: entries.map((entry) => `${entry.from} -> ${entry.to} (${entry.name})`),
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else {
    console.log(
      `${result.request}: ${result.entries} entries into another file, ${result.folderCrossings} of them into another folder; ${result.files} files in ${result.folders} folders`,
    );
    console.log('\nvisits (calls in, and returns from calls out), most visited files:');
    for (const line of result.mostVisited) console.log(`  ${line}`);
    console.log('\nentries per file:');
    for (const line of result.perFile) console.log(`  ${line}`);
    console.log('\nthe route:');
    for (const line of result.route) console.log(`  ${line}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
