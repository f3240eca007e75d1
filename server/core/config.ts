import path from 'node:path';
import { loadPublishConfig, type PublishConfig } from './publish-config';

/** The service's settings, read once from the environment. Every one is documented in .env.example. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built static site (`next build` output). */
  outDir: string;
  /** Submissions database, uploads and the mail outbox live here. */
  dataDir: string;
  /** Public origin of the site: canonical links, CORS and links in mails. */
  siteUrl: string;
  /** SMTP connection URL; without it mails are written as .eml files under DATA_DIR/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  mailTo: string;
  /** Form submissions per IP per minute; 0 turns the limit off. */
  intakeRateLimit: number;
  /** Parents' status look-ups per IP per minute; 0 turns the limit off. */
  statusRateLimit: number;
  /** Page-view, search and form-start beacons per IP per minute; 0 turns the limit off. */
  insightRateLimit: number;
  /** Google Analytics measurement id, when the site was built with one (allowed by the CSP then). */
  gaId?: string;
  /** Base URL the forms post to, when not this server's /api (its origin is allowed by the page CSP). */
  apiBase?: string;
  /** First mail retry after this many ms; each further retry waits twice as long, up to an hour. */
  mailRetryBaseMs: number;
  /** How often the mail worker looks for due mails, in ms. */
  mailPollMs: number;
  logLevel: string;
  /**
   * Which proxies may set X-Forwarded-For (Fastify's trustProxy): false when the service faces visitors
   * directly, so nobody can pick the address the rate limit counts; the proxy's addresses/CIDRs behind one.
   */
  trustProxy: boolean | string;
  /** Cron pattern (school's time zone) of the retention purge; null turns it off (PURGE_SCHEDULE=off). */
  purgeSchedule: string | null;
  /** Folder of the scheduled backups; unset: no scheduled backups. */
  backupDir?: string;
  /** Cron pattern (school's time zone) of the scheduled backups. */
  backupSchedule: string;
  /** How many scheduled backups to keep. */
  backupKeep: number;
  /** Key of the families' application links; unset: a random key is made once and kept in DATA_DIR. */
  applicationLinkSecret?: string;
  /** The website publisher (PUBLISH_*): the site's repository (the editor's too), releases, build commands, webhooks, upstream. */
  publish: PublishConfig;
}

/** TRUST_PROXY: unset or `false` trusts no one; `true` trusts every hop; else a comma-separated list of addresses/CIDRs. */
function trustProxy(value: string | undefined): boolean | string {
  const text = value?.trim();
  if (!text || text === 'false') return false;
  if (text === 'true') return true;
  return text;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const root = process.cwd();
  return {
    port: integer('PORT', env.PORT, 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    outDir: path.resolve(root, env.OUT_DIR?.trim() || 'out'),
    dataDir: path.resolve(root, env.DATA_DIR?.trim() || 'data'),
    siteUrl: (env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Sunrise Valley School website <no-reply@sunrisevalleyschool.edu.in>',
    mailTo: env.MAIL_TO?.trim() || 'admissions@sunrisevalleyschool.edu.in',
    intakeRateLimit: integer('INTAKE_RATE_LIMIT', env.INTAKE_RATE_LIMIT, 20),
    statusRateLimit: integer('STATUS_RATE_LIMIT', env.STATUS_RATE_LIMIT, 30),
    insightRateLimit: integer('INSIGHT_RATE_LIMIT', env.INSIGHT_RATE_LIMIT, 600),
    gaId: env.NEXT_PUBLIC_GA_ID?.trim() || undefined,
    apiBase: env.NEXT_PUBLIC_API_BASE?.trim() || undefined,
    mailRetryBaseMs: integer('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30000),
    mailPollMs: integer('MAIL_POLL_MS', env.MAIL_POLL_MS, 5000),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    trustProxy: trustProxy(env.TRUST_PROXY),
    purgeSchedule: env.PURGE_SCHEDULE?.trim() === 'off' ? null : env.PURGE_SCHEDULE?.trim() || '30 2 * * *',
    backupDir: env.BACKUP_DIR?.trim() ? path.resolve(root, env.BACKUP_DIR.trim()) : undefined,
    backupSchedule: env.BACKUP_SCHEDULE?.trim() || '0 2 * * *',
    backupKeep: Math.max(1, integer('BACKUP_KEEP', env.BACKUP_KEEP, 14)),
    applicationLinkSecret: env.APPLICATION_LINK_SECRET?.trim() || undefined,
    publish: loadPublishConfig(env, root),
  };
}

/** The settings a part of the service reads, and only those: what a plugin's options declare (e.g. the mail worker's). */
export function pick<K extends keyof ServerConfig>(config: ServerConfig, ...keys: K[]): Pick<ServerConfig, K> {
  return Object.fromEntries(keys.map((key) => [key, config[key]])) as Pick<ServerConfig, K>;
}
