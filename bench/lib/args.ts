/** Command-line options of `npm run bench -- ...` (pure, unit-tested). */
export interface BenchOptions {
  check: boolean;
  build: boolean;
  scale: boolean;
  throughput: boolean;
  /** Time a fresh clone to a built site and a one-news-item rebuild (several minutes). */
  buildTimes: boolean;
  /** Only the build times: no pages, no Lighthouse. */
  onlyBuildTimes: boolean;
  /** Only the fresh clone to a built site (empty npm cache), no rebuild. */
  onlyFreshClone: boolean;
  /** Time the publisher: one news item from commit to live, and the publish of an unchanged tree (a few minutes). */
  publish: boolean;
  /** Only the publisher's times. */
  onlyPublish: boolean;
  /** The first tap on a slow phone (bench/lib/first-tap.ts). */
  firstTap: boolean;
  /** Only that: no Lighthouse, no throughput, no build times. */
  onlyFirstTap: boolean;
  /** Only the page-view beacon at 200 requests per second for a minute (bench/lib/beacon.ts). */
  onlyBeacon: boolean;
  runs: number;
  /** True when --runs was given: then every page gets exactly that many runs. */
  runsFixed: boolean;
  /** Time budget for the Lighthouse phase in minutes; without --runs, site routes get fewer runs to fit it. */
  minutes: number;
  routes?: string[];
  wrkDuration: number;
  concurrency: number;
}

export const USAGE = `npm run bench -- [options]
  --check            exit 1 when a budget in bench/budgets.json is over (or could not be measured)
  --build            build even when out/ is up to date
  --routes=/a,/b     measure only these routes (default: every route in lib/all-routes.ts)
  --runs=N           Lighthouse runs per page, median kept (default 3, lowered to 2 or 1 per route
                     when needed to keep the Lighthouse phase within --minutes)
  --minutes=M        time budget of the Lighthouse phase without --runs (default 18)
  --scale            also time next build with 6, 100 and 1,000 blog posts (slow)
  --no-throughput    skip the npm start vs nginx wrk comparison
  --no-build-times   skip timing a fresh clone to a built site and a one-news-item rebuild (about 5 min)
  --only-build-times time only those two builds
  --only-fresh-clone time only the fresh clone to a built site, with an empty npm cache, part by part
  --no-publish       skip timing the publisher (edit to live, publish of an unchanged tree; a few minutes)
  --only-publish     time only the publisher
  --no-first-tap     skip the first tap on a slow phone (each island's control tapped 100, 500, 1500 ms after load)
  --only-first-tap   measure only that
  --only-beacon      only the page-view beacon: 200 requests per second for a minute (BEACON_RPS, BEACON_SECONDS), p99 and nothing lost
  --wrk-duration=S   seconds per wrk run (default 30)
  --concurrency=N    pages probed at once for idle bytes and images (default 6)`;

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    check: false,
    build: false,
    scale: false,
    throughput: true,
    buildTimes: true,
    onlyBuildTimes: false,
    onlyFreshClone: false,
    publish: true,
    onlyPublish: false,
    firstTap: true,
    onlyFirstTap: false,
    onlyBeacon: false,
    runs: 3,
    runsFixed: false,
    minutes: 18,
    wrkDuration: 30,
    concurrency: 6,
  };
  const positiveInt = (name: string, value: string | undefined) => {
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
    return parsed;
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    const [flag, inline] = argument.split(/=(.*)/s, 2);
    const value = () => inline ?? argv[++index];
    switch (flag) {
      case '--check':
        options.check = true;
        break;
      case '--build':
        options.build = true;
        break;
      case '--scale':
        options.scale = true;
        break;
      case '--no-throughput':
        options.throughput = false;
        break;
      case '--no-build-times':
        options.buildTimes = false;
        break;
      case '--only-fresh-clone':
        options.onlyFreshClone = true;
        break;
      case '--only-build-times':
        options.onlyBuildTimes = true;
        break;
      case '--no-publish':
        options.publish = false;
        break;
      case '--only-publish':
        options.onlyPublish = true;
        break;
      case '--no-first-tap':
        options.firstTap = false;
        break;
      case '--only-first-tap':
        options.onlyFirstTap = true;
        break;
      case '--only-beacon':
        options.onlyBeacon = true;
        break;
      case '--runs':
        options.runs = positiveInt('--runs', value());
        options.runsFixed = true;
        break;
      case '--minutes':
        options.minutes = positiveInt('--minutes', value());
        break;
      case '--wrk-duration':
        options.wrkDuration = positiveInt('--wrk-duration', value());
        break;
      case '--concurrency':
        options.concurrency = positiveInt('--concurrency', value());
        break;
      case '--routes': {
        const list = (value() ?? '')
          .split(',')
          .map((route) => route.trim())
          .filter(Boolean);
        if (list.length === 0 || list.some((route) => !route.startsWith('/'))) throw new Error('--routes takes paths like /,/rules');
        options.routes = list;
        break;
      }
      default:
        throw new Error(`unknown option ${argument}\n${USAGE}`);
    }
  }
  return options;
}

/**
 * Lighthouse runs for the next route: as many as asked (3) while the remaining time allows that for every
 * remaining route, fewer (never below 1) when it does not. Pure, so it is unit-tested.
 */
export function runsForNextRoute(options: { maxRuns: number; remainingMs: number; remainingRoutes: number; msPerRun: number }): number {
  if (options.remainingRoutes <= 0 || options.msPerRun <= 0) return options.maxRuns;
  const affordable = Math.floor(options.remainingMs / (options.remainingRoutes * options.msPerRun));
  return Math.max(1, Math.min(options.maxRuns, affordable));
}
