/** Command-line options of `npm run bench -- ...` (pure, unit-tested). */
export interface BenchOptions {
  check: boolean;
  build: boolean;
  scale: boolean;
  throughput: boolean;
  runs: number;
  routes?: string[];
  wrkDuration: number;
  concurrency: number;
}

export const USAGE = `npm run bench -- [options]
  --check            exit 1 when a budget in bench/budgets.json is over (or could not be measured)
  --build            build even when out/ is up to date
  --routes=/a,/b     measure only these routes (default: every route in lib/all-routes.ts)
  --runs=N           Lighthouse runs per page, median kept (default 3)
  --scale            also time next build with 6, 100 and 1,000 blog posts (slow)
  --no-throughput    skip the npm start vs nginx wrk comparison
  --wrk-duration=S   seconds per wrk run (default 30)
  --concurrency=N    pages probed at once for idle bytes and images (default 4)`;

export function parseArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { check: false, build: false, scale: false, throughput: true, runs: 3, wrkDuration: 30, concurrency: 4 };
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
      case '--runs':
        options.runs = positiveInt('--runs', value());
        break;
      case '--wrk-duration':
        options.wrkDuration = positiveInt('--wrk-duration', value());
        break;
      case '--concurrency':
        options.concurrency = positiveInt('--concurrency', value());
        break;
      case '--routes': {
        const list = (value() ?? '').split(',').map((route) => route.trim()).filter(Boolean);
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
