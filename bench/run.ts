/**
 * `npm run bench`: builds if needed, serves out/ with our own server, and measures every route against
 * references built in the same run: each page's plain twin (the same page without scripts) and a minimal
 * Next.js export. Writes bench/results/latest.{json,md}; `--check` exits 1 when a budget in bench/budgets.json
 * is over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getAllRoutes } from '../lib/all-routes';
import { htmlResponseBytes } from './lib/first-flight';
import { parseArgs, runsForNextRoute, USAGE } from './lib/args';
import { needsBuild, runTimed } from './lib/build';
import { budgetsPass, budgetsSchema, checkBudgets, checkBuildTimes } from './lib/budgets';
import { measureBuildTimes, type BuildTimes } from './lib/build-times';
import { measurePublish, publishSection, type PublishTimes } from './lib/publish';
import { beaconPasses, beaconSection, measureBeacon } from './lib/beacon';
import { launchChrome } from './lib/chrome';
import { measureAfterTaps } from './lib/after-tap';
import { elsewhere, firstTapSection, measureFirstTaps, type TapMeasure } from './lib/first-tap';
import { budgetTable, label, ratioTable, resultsTable, table } from './lib/format';
import { editorScriptBytes, fileBytes, firstLoadBytes, sumBytes, type AssetReader } from './lib/html-assets';
import { runLighthouse } from './lib/lighthouse';
import { measureSearchFocus, searchFocusSection, type SearchFocusMeasure } from './lib/search-focus';
import { launchProbeBrowser, probePage } from './lib/probe';
import { buildFrameworkFloor, buildPlainPages, htmlFileFor } from './lib/references';
import { measureBuildScale, type ScaleRow } from './lib/scale';
import { serveDir, serveDirInChild, type Served } from './lib/serve';
import { measureThroughput, type ThroughputReport } from './lib/throughput';
import type { PageResult } from './lib/types';

const ROOT = path.resolve(__dirname, '..');
const SCALE_COUNTS = [6, 100, 1000];

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function assetReader(outDir: string): AssetReader {
  const file = (urlPath: string) => path.join(outDir, decodeURIComponent(urlPath.split('?')[0]).replace(/^\/+/, ''));
  const readIfExists = (target: string) => (fs.existsSync(target) && fs.statSync(target).isFile() ? fs.readFileSync(target) : undefined);
  return {
    read: (urlPath) => readIfExists(file(urlPath)),
    precompressed: (urlPath, encoding) => readIfExists(`${file(urlPath)}${encoding === 'gzip' ? '.gz' : '.br'}`),
  };
}

function pageBytes(outDir: string, route: string) {
  const htmlFile = route === '/' ? path.join(outDir, 'index.html') : htmlFileFor(outDir, route);
  if (!htmlFile) return undefined;
  const reader = assetReader(outDir);
  const urlPath = `/${path.relative(outDir, htmlFile).split(path.sep).join('/')}`;
  return firstLoadBytes(fs.readFileSync(htmlFile, 'utf8'), fileBytes(reader, urlPath)!, reader);
}

/** "3", or a note when the time budget lowered the runs on some routes. */
function runsNote(pages: readonly PageResult[], asked: number): string {
  const fewer = pages.filter((page) => page.lighthouse && page.lighthouse.runs < asked);
  return fewer.length === 0 ? String(asked) : `${asked} runs, fewer on ${fewer.length} page(s) to stay within the time budget: see the runs column`;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function buildTimesSection(times: BuildTimes): string {
  // Wall seconds, then the CPU seconds (user + system) of the part: on a shared machine the second is the steadier.
  const part = (wallS: number, cpuS: number | undefined) =>
    `${wallS.toFixed(0)} s` + (cpuS === undefined || Number.isNaN(cpuS) ? '' : ` [${cpuS.toFixed(0)} s CPU]`);
  const cpu = times.cpuS;
  const rows = [
    [
      'fresh clone to built site',
      times.freshS.toFixed(0),
      `git clone ${part(times.cloneS, cpu.clone)} + npm ci ${part(times.npmCiS, cpu.npmCi)} (${times.packages} packages, empty cache) + npm run build ` +
        `${times.buildS.toFixed(0)} s (prebuild ${part(times.prebuildS, cpu.prebuild)} with every image encoded, server and next build ` +
        `${part(times.nextBuildS, cpu.nextBuild)}, postbuild ${part(times.postbuildS, cpu.postbuild)})`,
    ],
  ];
  if (times.rebuildS !== undefined)
    rows.push([
      'one changed news item rebuilt',
      times.rebuildS.toFixed(0),
      `npm run build (${part(times.rebuildS, cpu.rebuild)}) after changing ${times.changedFile}`,
    ]);
  return (
    `## Build times (fresh clone of commit ${times.commit} in a temporary folder, with a new, empty npm cache)\n\n${table(['measure', 'seconds', 'made of'], rows)}` +
    `\n\nLoad average (1 min) at the start ${times.loadAverageStart.toFixed(1)}, at the end ${times.loadAverage.toFixed(1)} on ${times.cores} cores; above ${times.cores} the machine was shared and these times are pessimistic.`
  );
}

/** The first tap on a slow phone, on out/ served as production serves it, in a browser of its own. */
async function firstTaps(siteOut: string): Promise<TapMeasure[]> {
  log('first tap on a slow phone: 5 controls x 3 delays, each a first visit (a few minutes)...');
  const site = await serveDirInChild(siteOut);
  const browser = await launchProbeBrowser();
  try {
    return await measureFirstTaps(browser, site.baseUrl, log);
  } finally {
    await browser.close();
    await site.close();
  }
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  process.chdir(ROOT);
  const started = Date.now();
  const budgets = budgetsSchema.parse(JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')));

  if (options.onlyPublish) {
    console.log(`\n${publishSection(await measurePublish(ROOT, log))}\n`);
    return 0;
  }

  if (options.onlyBeacon) {
    const result = await measureBeacon(log);
    const section = beaconSection(result);
    console.log(`\n${section}\n`);
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'beacon.md'), `# Beacon ${result.date}\n\n${section}\n`);
    fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'beacon.json'), `${JSON.stringify(result, null, 2)}\n`);
    return options.check && !beaconPasses(result) ? 1 : 0;
  }

  if (options.onlyBuildTimes || options.onlyFreshClone) {
    const times = measureBuildTimes(ROOT, log, { rebuild: !options.onlyFreshClone });
    const rows = checkBuildTimes(budgets, times).filter((row) => !options.onlyFreshClone || row.budget === 'fresh clone to built site');
    console.log(`\n${buildTimesSection(times)}\n\n${budgetTable(rows, { onlyProblems: false })}\n`);
    return options.check && !budgetsPass(rows) ? 1 : 0;
  }

  // 1. The site, built if out/ is missing or older than its sources.
  let siteBuildMs: number | undefined;
  if (options.build || needsBuild(ROOT)) {
    log('building the site (npm run build)...');
    siteBuildMs = runTimed('npm', ['run', 'build'], { cwd: ROOT });
    log(`site built in ${(siteBuildMs / 1000).toFixed(1)} s`);
  } else {
    log('out/ is up to date (use --build to rebuild)');
  }
  const siteOut = path.join(ROOT, 'out');
  if (options.onlyFirstTap) {
    const taps = await firstTaps(siteOut);
    const section = firstTapSection(taps);
    console.log(`\n${section}\n`);
    const resultsDir = path.join(ROOT, 'bench', 'results');
    fs.mkdirSync(resultsDir, { recursive: true });
    fs.writeFileSync(path.join(resultsDir, 'first-tap.md'), `# First tap ${new Date(started).toISOString()}\n\n${section}\n`);
    fs.writeFileSync(path.join(resultsDir, 'first-tap.json'), JSON.stringify({ startedAt: new Date(started).toISOString(), taps }, null, 2));
    log('results: bench/results/first-tap.md and first-tap.json');
    return options.check && elsewhere(taps) > 0 ? 1 : 0;
  }
  const allRoutes = getAllRoutes().map((route) => route.path);
  const routes = options.routes ?? allRoutes;
  const unknown = routes.filter((route) => !htmlFileFor(siteOut, route));
  if (unknown.length > 0) throw new Error(`not in out/: ${unknown.join(', ')} (routes in lib/all-routes.ts: ${allRoutes.join(', ')})`);

  // 2. The references, built and served the same way: each route's plain twin, and the framework floor.
  const framework = buildFrameworkFloor(ROOT, log);
  const plain = buildPlainPages(ROOT, siteOut, routes);
  log(`plain twins: ${routes.length} pages without scripts in ${path.relative(ROOT, plain.outDir)}`);

  const servers: Served[] = [];
  const pages: PageResult[] = [];
  let throughput: ThroughputReport | undefined;
  let taps: TapMeasure[] | undefined;
  let searchFocus: SearchFocusMeasure | undefined;
  let scale: ScaleRow[] | undefined;
  try {
    const site = await serveDir(siteOut);
    const frameworkServer = await serveDir(framework.outDir);
    const plainServer = await serveDir(plain.outDir);
    servers.push(site, frameworkServer, plainServer);
    // Each route is followed by its plain twin, so the two are measured back to back on the same machine state.
    pages.push(
      { route: '/', kind: 'framework-floor', url: `${frameworkServer.baseUrl}/`, bytes: pageBytes(framework.outDir, '/'), measureMs: 0 },
      ...routes.flatMap((route) => {
        const bytes = pageBytes(siteOut, route);
        // The editor's scripts must be on no public page, neither before the load event nor after it.
        const editor = bytes ? editorScriptBytes([...bytes.scripts, ...bytes.islandScripts], assetReader(siteOut)) : undefined;
        return [
          { route, kind: 'site' as const, url: `${site.baseUrl}${route}`, bytes, editor, measureMs: 0 },
          { route, kind: 'plain' as const, url: `${plainServer.baseUrl}${route}`, bytes: pageBytes(plain.outDir, route), measureMs: 0 },
        ];
      }),
    );

    // 3. A real browser: idle downloads, prefetches, image sizes (several pages at once: this is not timed).
    log(`probing ${pages.length} pages in a browser (idle bytes, prefetch, images, JavaScript after each island's first tap)...`);
    const probeBrowser = await launchProbeBrowser();
    try {
      await mapLimit(pages, options.concurrency, async (page) => {
        const probeStarted = Date.now();
        try {
          page.htmlResponseBytes = await htmlResponseBytes(page.url);
          page.probe = await probePage(probeBrowser, page.url, { imageLimit: budgets.maxImageOversize });
          // Our pages: the JavaScript once a reader has tapped each island, one fresh visit per island.
          if (page.kind === 'site')
            page.afterTap = await measureAfterTaps(probeBrowser, page.url, Object.keys(page.bytes?.islandModules ?? {}), assetReader(siteOut));
        } catch (error) {
          // One page that cannot be probed is reported as not measured; the others still are.
          page.probeError = error instanceof Error ? error.message.split('\n')[0] : String(error);
          log(`probe ${label(page)} failed: ${page.probeError}`);
        }
        page.measureMs += Date.now() - probeStarted;
      });
      const home = pages.find((page) => page.kind === 'site');
      if (home)
        searchFocus = await measureSearchFocus(probeBrowser, site.baseUrl).catch((error: unknown) => {
          log(`search focus not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          return undefined;
        });
    } finally {
      await probeBrowser.close();
    }
    const readers = { site: assetReader(siteOut), plain: assetReader(plain.outDir), 'framework-floor': assetReader(framework.outDir) };
    for (const page of pages) {
      if (page.probe)
        page.jsBeforeInteraction = sumBytes(
          readers[page.kind],
          page.probe.scriptsBeforeInteraction.map((url) => url.split('?')[0]),
        );
    }
    const externalHosts = [...new Set(pages.flatMap((page) => page.probe?.externalHosts ?? []))];
    if (externalHosts.length > 0) log(`blocking other hosts in Lighthouse (no internet here): ${externalHosts.join(', ')}`);

    // 4. Lighthouse, one page at a time so pages do not slow each other down.
    const chrome = await launchChrome();
    try {
      const lighthouseStarted = Date.now();
      const deadline = lighthouseStarted + options.minutes * 60_000;
      let runsDone = 0;
      let lastSiteRuns = options.runs;
      for (const [index, page] of pages.entries()) {
        const pageStarted = Date.now();
        // The framework floor always gets every run; a plain twin gets as many as its page did, so their
        // medians compare like with like.
        const runs =
          page.kind === 'plain'
            ? lastSiteRuns
            : options.runsFixed || page.kind !== 'site' || runsDone === 0
              ? options.runs
              : runsForNextRoute({
                  maxRuns: options.runs,
                  remainingMs: deadline - Date.now(),
                  remainingRoutes: pages.length - index,
                  msPerRun: (Date.now() - lighthouseStarted) / runsDone,
                });
        if (page.kind === 'site') lastSiteRuns = runs;
        page.lighthouse = await runLighthouse(page.url, {
          port: chrome.port,
          runs,
          blockedUrlPatterns: externalHosts.map((host) => `*${host}*`),
        });
        page.measureMs += Date.now() - pageStarted;
        runsDone += Math.max(1, page.lighthouse.runs + page.lighthouse.errors.length);
        const perPage = (Date.now() - lighthouseStarted) / (index + 1);
        // With a time budget the runs shrink to fit it, so the budget is the better estimate of what is left.
        const remaining = Math.max(0, Math.round(Math.min(perPage * (pages.length - index - 1), options.runsFixed ? Infinity : deadline - Date.now()) / 1000));
        const scores = page.lighthouse.scores;
        log(
          `lighthouse ${index + 1}/${pages.length} ${label(page)} (${page.lighthouse.runs} run${page.lighthouse.runs === 1 ? '' : 's'}): perf ${scores.performance ?? 'n/a'}, LCP ${Math.round(page.lighthouse.lcp ?? NaN)} ms` +
            ` (${((Date.now() - pageStarted) / 1000).toFixed(1)} s; about ${remaining} s left)${page.lighthouse.errors.length ? ` errors: ${page.lighthouse.errors.join('; ')}` : ''}`,
        );
      }
    } finally {
      await chrome.close();
    }
  } finally {
    for (const server of servers) await server.close();
  }

  // 5. The first tap on a slow phone, serving throughput and build scale.
  if (options.firstTap) taps = await firstTaps(siteOut);
  if (options.throughput) {
    const home = pages.find((page) => page.kind === 'site' && page.route === '/') ?? pages.find((page) => page.kind === 'site');
    // The home page's largest script: an island chunk (React's), cached for a year.
    const chunk = [...(home?.bytes?.islandScripts ?? [])].sort((a, b) => fs.statSync(path.join(siteOut, b)).size - fs.statSync(path.join(siteOut, a)).size)[0];
    throughput = await measureThroughput(ROOT, siteOut, ['/', ...(chunk ? [chunk] : [])], { durationS: options.wrkDuration, connections: 64, log });
  }
  if (options.scale) scale = measureBuildScale(ROOT, SCALE_COUNTS, log);
  const buildTimes: BuildTimes | undefined = options.buildTimes ? measureBuildTimes(ROOT, log) : undefined;
  const publishTimes: PublishTimes | undefined = options.publish ? await measurePublish(ROOT, log) : undefined;

  // 6. Report.
  const sitePages = pages.filter((page) => page.kind === 'site');
  const references = {
    frameworkFloor: pages.find((page) => page.kind === 'framework-floor'),
    plain: new Map(pages.filter((page) => page.kind === 'plain').map((page) => [page.route, page] as const)),
  };
  const budgetRows = [...checkBudgets(budgets, pages, references), ...checkBuildTimes(budgets, buildTimes)];
  const totalMs = Date.now() - started;
  const measured = sitePages.reduce((sum, page) => sum + page.measureMs, 0);
  const perRouteS = sitePages.length ? measured / sitePages.length / 1000 : 0;

  const sections: string[] = [];
  sections.push(
    `## Pages (Lighthouse mobile, simulated throttling, median of ${runsNote(pages, options.runs)}; bytes from each page's HTML; 1 KB = 1024 B)\n\n${resultsTable(pages)}\n\n` +
      "\"[no scripts]\" is the page's plain twin: the same HTML, CSS and images with every script removed. JS before tap: scripts the browser requested while nobody touched the page (the load and 5 s of idle after it; probe, gzip); JS after tap: every script the page had requested once a reader had tapped its heaviest island (a fresh visit per island, until the network was quiet; gzip), and that island; boot/inline: the islands' boot script and the page's other inline scripts (gzip, each on its own); payload: the inline RSC payload (raw). " +
      "CPU BI is Lighthouse's benchmark index of this machine during the runs: the lower it is, the busier the CPU and the more TBT, LCP and performance are inflated; the ratios to the twin measured in the same minute are what counts.",
  );
  sections.push(`## Against the same page without scripts, and the framework floor (ours ÷ reference)\n\n${ratioTable(pages, references)}`);
  if (searchFocus) sections.push(searchFocusSection(searchFocus));
  if (taps) sections.push(firstTapSection(taps));
  if (throughput) {
    sections.push(
      throughput.skipped
        ? `## Serving throughput\n\nskipped: ${throughput.skipped}`
        : `## Serving throughput (wrk ${throughput.durationS} s, ${throughput.connections} connections)\n\n${table(
            ['path', 'npm start req/s', 'nginx req/s', 'ratio', 'non-2xx (ours/nginx)'],
            throughput.rows.map((row) => [
              row.path,
              row.ours.requestsPerSecond.toFixed(0),
              row.nginx.requestsPerSecond.toFixed(0),
              `${row.ratio.toFixed(2)}x`,
              `${row.ours.non2xx}/${row.nginx.non2xx}`,
            ]),
          )}\n\n${throughput.note}`,
    );
  }
  if (scale) {
    sections.push(
      `## Build time against blog posts (next build in a copy of the project)\n\n${table(
        ['posts', 'pages', 'prebuild s', 'next build s', 's per page', 'note'],
        scale.map((row) => [
          String(row.posts),
          String(row.pages ?? 'n/a'),
          row.prebuildS?.toFixed(1) ?? 'n/a',
          row.buildS?.toFixed(1) ?? 'n/a',
          row.sPerPage?.toFixed(3) ?? 'n/a',
          row.note ?? '',
        ]),
      )}`,
    );
  }
  if (buildTimes) sections.push(buildTimesSection(buildTimes));
  if (publishTimes) sections.push(publishSection(publishTimes));
  sections.push(`## Budgets (bench/budgets.json)\n\n${budgetTable(budgetRows, { onlyProblems: false })}`);
  sections.push(
    `Total ${(totalMs / 1000).toFixed(0)} s; ${sitePages.length} routes, about ${perRouteS.toFixed(1)} s of measuring per route (Lighthouse runs + probe; Lighthouse budget ${options.minutes} min without --runs)` +
      `${siteBuildMs ? `; site build ${(siteBuildMs / 1000).toFixed(0)} s` : ''}${framework.buildMs ? `; framework floor build ${(framework.buildMs / 1000).toFixed(0)} s` : ''}.`,
  );
  const report = sections.join('\n\n');
  console.log(`\n${report}\n`);

  const resultsDir = path.join(ROOT, 'bench', 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date(started).toISOString().replace(/[:.]/g, '-');
  const json = JSON.stringify(
    {
      startedAt: new Date(started).toISOString(),
      totalMs,
      options,
      budgets,
      pages,
      budgetRows,
      searchFocus,
      taps,
      throughput,
      scale,
      buildTimes,
      publishTimes,
      siteBuildMs,
      frameworkBuildMs: framework.buildMs,
    },
    null,
    2,
  );
  fs.writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), json);
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), json);
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), `# Bench ${new Date(started).toISOString()}\n\n${report}\n`);
  log(`results: bench/results/latest.json, latest.md and bench-${stamp}.json`);

  const tapsElsewhere = taps ? elsewhere(taps) : 0;
  if (tapsElsewhere > 0) console.log(`First taps that ended elsewhere than their result: ${tapsElsewhere}`);
  if (searchFocus?.beforeFocus.length) console.log(`Search files requested before the field was focused: ${searchFocus.beforeFocus.join(', ')}`);
  const pass = budgetsPass(budgetRows) && tapsElsewhere === 0 && !searchFocus?.beforeFocus.length;
  if (!budgetsPass(budgetRows)) console.log(`Budgets over or not measured:\n${budgetTable(budgetRows, { onlyProblems: true })}`);
  return options.check && !pass ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    if (error instanceof Error && error.message.startsWith('unknown option')) console.error(USAGE);
    process.exit(2);
  },
);
