import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config';
import { dataPaths, openDatabase } from '../core/database';
import { PublishHistory, type Publish } from '../features/publishing';
import { AuditLog } from '../sign-in/audit';

const USAGE = `Usage: npm run publish -- now [--by <who>] [--summary <text>] [--wait [--timeout <seconds>]]

  now                  ask the running service to publish the newest commit of the site's repository
                       (PUBLISH_REPO), as Publish now on /staff/updates does: its publisher builds it, with its
                       workspace and caches, and Website updates shows it as "a server command by <who>"
  --by <who>           who asks, shown there and in the audit log (default: the user running this)
  --summary <text>     a line saying why, shown as the update's summary
  --wait               wait until it is live (exit 0) or has failed (exit 1, saying why)
  --timeout <seconds>  how long --wait waits at most (default 1500)

The request is kept in the database, like the editor's: the service starts it within seconds, or when it next
starts; one made while another update waits joins it. Reads DATA_DIR and PUBLISH_REPO like the server.`;

/** Who asked: shown on /staff/updates and kept in the audit log, so printable text of a sensible length. */
const WHO = /^[^\p{Cc}]{1,100}$/u;

export interface PublishCliOptions {
  /** How often --wait reads the publish's state, in ms. */
  pollMs?: number;
  /** How long a publish may stay queued with nothing building before --wait says the service is not taking it, in ms. */
  idleLimitMs?: number;
}

interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const seconds = (fromIso: string | null, toIso: string | null) =>
  fromIso && toIso ? `${Math.max(0, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 1000))} s` : 'an unknown time';

/** Runs one command; resolves to the exit code (0 done, 1 failed, 2 a wrong command line). */
export async function main(
  argv: string[],
  { out, err }: Output = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) },
  options: PublishCliOptions = {},
): Promise<number> {
  const usage = (message: string) => {
    err(`${message}\n\n${USAGE}\n`);
    return 2;
  };
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        by: { type: 'string' },
        summary: { type: 'string' },
        wait: { type: 'boolean' },
        timeout: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [command, ...extra] = positionals;
  if (values.help || !command) {
    out(`${USAGE}\n`);
    return 0;
  }
  if (command !== 'now') return usage(`Unknown command: ${command}`);
  if (extra.length > 0) return usage(`now takes no other arguments (got ${extra.join(' ')})`);
  const who = (values.by ?? `command line (${process.env.SUDO_USER || process.env.USER || 'unknown user'})`).trim();
  if (!WHO.test(who)) return usage('--by must be 1 to 100 characters, without control characters');
  const summary = values.summary?.trim();
  if (summary !== undefined && !/^[^\p{Cc}]{1,300}$/u.test(summary)) return usage('--summary must be 1 to 300 characters on one line');
  const timeout = Number(values.timeout ?? 1500);
  if (!Number.isInteger(timeout) || timeout < 1) return usage(`--timeout must be a whole number of seconds, got "${values.timeout}"`);

  const config = loadConfig();
  if (!fs.existsSync(path.join(config.publish.repoDir, '.git'))) {
    err(`${config.publish.repoDir} (PUBLISH_REPO) is not a git repository, so there is nothing to publish.\n`);
    return 1;
  }
  if (!fs.existsSync(dataPaths(config.dataDir).database)) {
    err(`No database in ${config.dataDir} (DATA_DIR): start the service once, or set DATA_DIR as the service has it.\n`);
    return 1;
  }
  // As it is: migrating is the service's (and `npm run submissions -- migrate`'s), never a side effect of asking for a publish.
  const db = openDatabase(config.dataDir, { migrate: false });
  try {
    const history = new PublishHistory(db);
    const now = new Date();
    const id = db.transaction(() => {
      const queued = history.enqueue('command', { name: who, email: '' }, summary, now);
      new AuditLog(db).record({ actor: `server command (${who})`, action: 'publish-request', target: `update #${queued}`, at: now });
      return queued;
    })();
    out(`Asked for website update #${id} (a server command by ${who}).\n`);
    if (!values.wait) {
      out('The service starts it within seconds; /staff/updates shows how it goes (or run this with --wait).\n');
      return 0;
    }
    return await waitFor(history, id, timeout * 1000, { out, err }, options);
  } finally {
    db.close();
  }
}

/** Waits for the publish to go live or fail, reading its state from the database the service writes it to. */
async function waitFor(history: PublishHistory, id: number, timeoutMs: number, { out, err }: Output, options: PublishCliOptions): Promise<number> {
  const pollMs = options.pollMs ?? 1000;
  const idleLimitMs = options.idleLimitMs ?? 30_000;
  const started = Date.now();
  // The last moment the service was seen at work: building this update or the one before it.
  let busyAt = started;
  for (;;) {
    const publish: Publish | undefined = history.byId(id);
    if (!publish) {
      err(`Update #${id} is not in the database any more.\n`);
      return 1;
    }
    switch (publish.state) {
      case 'live':
        out(`Update #${id} is live: commit ${(publish.commitSha ?? '').slice(0, 12)}, built in ${seconds(publish.startedAt, publish.finishedAt)}.\n`);
        return 0;
      case 'failed':
        err(`Update #${id} failed; the website is unchanged. ${publish.failure ?? ''}\n`);
        return 1;
      case 'rolled-back':
        err(`Update #${id} went live and was rolled back (by ${publish.rolledBackBy ?? 'someone'}).\n`);
        return 1;
      case 'building':
        busyAt = Date.now();
        break;
      case 'queued':
        if (history.building()) busyAt = Date.now();
        else if (Date.now() - busyAt > idleLimitMs) {
          err(
            `The service has not started update #${id} within ${Math.round(idleLimitMs / 1000)} s: is it running? (sudo systemctl status school-site) The request stays queued and is built when the service starts.\n`,
          );
          return 1;
        }
        break;
    }
    if (Date.now() - started > timeoutMs) {
      err(`Update #${id} is still ${publish.state} after ${Math.round(timeoutMs / 1000)} s; it goes on, and /staff/updates shows how it ends.\n`);
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

if (require.main === module) {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
