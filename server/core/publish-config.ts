import path from 'node:path';

/** The publisher's settings (PUBLISH_*), read once from the environment; each is documented in .env.example. */
export interface PublishConfig {
  /** The site's git repository (a checkout): the content editor commits into it, and its commits are published. */
  repoDir: string;
  /** Settings read under an old name, to be logged once at start. */
  deprecations: string[];
  /** Where releases, the shared build caches and the `current` link live. */
  dir: string;
  /** The app's own node_modules, linked into every release instead of installing again. */
  nodeModules: string;
  /** Releases kept on disk (the live one and those before it, for rollback and for requests still streaming). */
  keep: number;
  checkCommand: string;
  buildCommand: string;
  /** Run next build's type check in publishes too (off by default: a content edit cannot change a type). */
  typecheck: boolean;
  /** A build taking longer than this is stopped and fails. */
  timeoutMs: number;
  /** A shell command run after each switch (e.g. `sudo systemctl reload nginx`); unset: none. */
  hook?: string;
  /** The upstream remote (name or URL) polled and pushed to; unset: no poll, no push. */
  remote?: string;
  branch: string;
  /** Cron pattern of the upstream poll; null: no poll. */
  pollSchedule: string | null;
  /** Push each editor commit (and revert) to the remote before building. */
  push: boolean;
  /** Shared secret of the push webhooks; unset: the webhook route answers 404. */
  webhookSecret?: string;
}

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return parsed;
}

export function loadPublishConfig(env: Record<string, string | undefined>, root: string): PublishConfig {
  // CMS_REPO_DIR was the editor's own setting when the editor and the publisher could use two repositories.
  const oldRepo = env.CMS_REPO_DIR?.trim();
  const deprecations = oldRepo
    ? [`CMS_REPO_DIR is deprecated: name the repository with PUBLISH_REPO${env.PUBLISH_REPO?.trim() ? ' (set too, and used)' : ''}.`]
    : [];
  const repoDir = path.resolve(root, env.PUBLISH_REPO?.trim() || oldRepo || '.');
  const remote = env.PUBLISH_REMOTE?.trim() || undefined;
  const poll = env.PUBLISH_POLL?.trim();
  return {
    repoDir,
    deprecations,
    dir: path.resolve(repoDir, env.PUBLISH_DIR?.trim() || '.releases'),
    // The running app's own (the service runs in its checkout; compiled code lives in dist/, so not __dirname).
    nodeModules: path.join(process.cwd(), 'node_modules'),
    // At least two: the live release and the one a rollback returns to.
    keep: whole('PUBLISH_KEEP', env.PUBLISH_KEEP, 3, 2),
    checkCommand: env.PUBLISH_CHECK_COMMAND?.trim() || 'npm run check:content',
    buildCommand: env.PUBLISH_BUILD_COMMAND?.trim() || 'npm run build',
    typecheck: env.PUBLISH_TYPECHECK?.trim() === '1',
    timeoutMs: whole('PUBLISH_TIMEOUT_MINUTES', env.PUBLISH_TIMEOUT_MINUTES, 20, 1) * 60_000,
    hook: env.PUBLISH_HOOK?.trim() || undefined,
    remote,
    branch: env.PUBLISH_BRANCH?.trim() || 'main',
    pollSchedule: !remote || poll === 'off' ? null : poll || '*/5 * * * *',
    push: Boolean(remote) && env.PUBLISH_PUSH?.trim() === '1',
    webhookSecret: env.PUBLISH_WEBHOOK_SECRET?.trim() || undefined,
  };
}
