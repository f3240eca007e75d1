import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type Database from 'better-sqlite3';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { allowListFor, isEditorManaged } from '../editor';
import type { OutboxRepository } from '../../core/outbox-repository';
import type { StaticSiteControl } from '../../core/static-site';
import type { AccountsRepository } from '../../sign-in/accounts';
import { isPublishAdmin } from './access';
import type { PublishConfig } from '../../core/publish-config';
import { explainFailure } from './failure';
import { applyApproved, MONEY_FILES, MoneyApprovals, moneyOf, type MoneyChange, type MoneySettings } from './money';
import { PublishHistory, type FailureKind, type Person, type Publish, type PublishCommit, type PublishSource } from './history';
import {
  currentRelease,
  freshReleaseName,
  pointCurrentAt,
  prepareWorkspace,
  pruneReleases,
  releaseExists,
  releaseOut,
  removeRelease,
  takeRelease,
  workspaceDir,
} from './releases';
import { git, GitError, run } from './run';

export interface PublishRequest {
  source: PublishSource;
  /** The commit that asked for it (informational: the build takes the branch head, which contains it). */
  commit?: string;
  author?: Person;
  summary?: string;
}

export interface PublisherDeps {
  config: PublishConfig;
  db: Database.Database;
  outbox: OutboxRepository;
  accounts: AccountsRepository;
  site: StaticSiteControl;
  log: FastifyBaseLogger;
  siteUrl: string;
  schoolName: string;
  /** Tells the mail worker there is something to send. */
  kickMail: () => void;
}

export type Outcome = { ok: true; message: string } | { ok: false; message: string };

const SHA = /^[0-9a-f]{7,40}$/;
const execFileAsync = promisify(execFile);
const COMMITS_MAX = 200;

/**
 * Turns commits into the live site, one build at a time. Requests that arrive while a build runs join the one
 * queued publish (coalescing), so a burst of saves makes one more build, not one each. A release is built in a
 * fresh folder and put live only when the content check and the whole build pass; a failure leaves the live
 * site as it was, is recorded with its reasons, and is mailed to the admins and the people who made the change.
 */
export class Publisher {
  readonly history: PublishHistory;
  /** The payment details: approved, or held for an administrator (money.ts). */
  readonly money: MoneyApprovals;
  private draining: Promise<void> | undefined;
  private stopBuild: (() => void) | undefined;
  private closed = false;
  // Moves of `current` (a build going live, a rollback) and changes to the repository happen one at a time.
  private switchQueue: Promise<unknown> = Promise.resolve();
  private gitQueue: Promise<unknown> = Promise.resolve();
  private poll: Cron | undefined;
  private lastPolled: string | undefined;
  /** Removal of failed releases, in the background. */
  private cleanup: Promise<void> = Promise.resolve();

  constructor(private readonly deps: PublisherDeps) {
    this.history = new PublishHistory(deps.db);
    this.money = new MoneyApprovals({ db: deps.db, accounts: deps.accounts, outbox: deps.outbox, siteUrl: deps.siteUrl, schoolName: deps.schoolName });
  }

  get config(): PublishConfig {
    return this.deps.config;
  }

  /** Whether the checkout is a git repository at all (a copy without .git cannot publish). */
  get available(): boolean {
    return fs.existsSync(path.join(this.config.repoDir, '.git'));
  }

  /** The release being served now (its folder name), or undefined while the checkout's own out/ is served. */
  liveRelease(): string | undefined {
    return currentRelease(this.config);
  }

  start(): void {
    // The payment details as deployed are the first approved ones (before any build can read them: the same queue).
    if (this.available)
      void this.exclusive('git', () => this.recordMoneyBaseline()).catch((error: unknown) =>
        this.deps.log.error({ err: error }, 'the payment details could not be recorded; the first publish records them'),
      );
    const interrupted = this.history.failInterrupted(new Date());
    if (interrupted > 0) this.deps.log.warn({ interrupted }, 'publishes cut short by the last stop are marked failed');
    if (this.history.nextQueued()) this.kick();
    if (this.config.pollSchedule && this.config.remote) {
      this.poll = new Cron(this.config.pollSchedule, { protect: true, unref: true }, () => this.pollRemote());
    }
  }

  /** Stops the poll and a running build (its release is discarded, the live site untouched). */
  async stop(): Promise<void> {
    this.closed = true;
    this.poll?.stop();
    this.stopBuild?.();
    await this.draining;
    await this.cleanup;
    await this.switchQueue;
    await this.gitQueue;
  }

  /** Asks for a publish; returns the id of the (possibly shared) queued publish. */
  request(request: PublishRequest): number {
    const summary = request.summary ?? (request.commit && SHA.test(request.commit) ? `commit ${request.commit.slice(0, 12)}` : undefined);
    const id = this.history.enqueue(request.source, request.author, summary, new Date());
    this.deps.log.info({ publish: id, source: request.source }, 'publish requested');
    this.kick();
    return id;
  }

  /** Resolves when nothing is queued or building (tests and the benchmark wait on it). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
    await this.cleanup;
  }

  private kick(): void {
    if (this.draining || this.closed) return;
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
  }

  private async drain(): Promise<void> {
    for (let next = this.history.nextQueued(); next && !this.closed; next = this.history.nextQueued()) {
      try {
        await this.build(next);
      } catch (error) {
        // A bug here must not stop the queue: the publish is failed with what is known.
        this.deps.log.error({ err: error, publish: next.id }, 'publish crashed');
        if (this.history.byId(next.id)?.state === 'building') this.fail(next.id, 'build', String(error instanceof Error ? error.message : error), '');
      }
    }
  }

  private exclusive<T>(queue: 'switch' | 'git', task: () => Promise<T>): Promise<T> {
    const previous = queue === 'switch' ? this.switchQueue : this.gitQueue;
    const result = previous.then(task, task);
    const settled = result.catch(() => undefined);
    if (queue === 'switch') this.switchQueue = settled;
    else this.gitQueue = settled;
    return result;
  }

  private async build(publish: Publish): Promise<void> {
    const { config, log } = this.deps;
    this.history.start(publish.id, new Date());
    log.info({ publish: publish.id }, 'publish: building');
    let sha: string;
    try {
      sha = await this.exclusive('git', () => this.syncRepository(publish));
    } catch (error) {
      this.fail(publish.id, 'git', error instanceof Error ? error.message : String(error), '');
      return;
    }
    const name = await freshReleaseName(config, sha);
    this.history.setCommits(publish.id, sha, name, await this.commitsUpTo(sha));
    let held: MoneyChange | undefined;
    try {
      held = await this.checkMoney(sha);
    } catch (error) {
      this.fail(publish.id, 'git', `The payment details could not be read: ${error instanceof Error ? error.message : error}`, '');
      return;
    }

    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
    if (!config.typecheck) env.NEXT_SKIP_TYPECHECK = '1';
    env.NEXT_TURBOPACK_ROOT = commonAncestor(workspaceDir(config), fs.realpathSync(config.nodeModules));
    // The build need not repeat the content check (its own step, just before) nor compile the service (not served from a release).
    env.PUBLISH_BUILD = '1';
    let output = '';
    try {
      const dir = await prepareWorkspace(config, sha);
      if (held) {
        // Everything else as committed; what families pay and where as an administrator last approved it.
        applyApproved(dir, this.money.approved()!);
        this.history.addNote(
          publish.id,
          `The change to the payment details by ${held.changedBy} is held until an administrator approves it: this update shows the approved UPI id, bank accounts and fees.`,
        );
      }
      const steps: { kind: FailureKind; command: string }[] = [
        { kind: 'content', command: config.checkCommand },
        { kind: 'build', command: config.buildCommand },
      ];
      for (const step of steps) {
        const stepStarted = Date.now();
        const result = await run('bash', ['-c', step.command], {
          cwd: dir,
          env,
          timeoutMs: config.timeoutMs,
          onSpawn: (stop) => {
            this.stopBuild = stop;
          },
        });
        this.stopBuild = undefined;
        // Each step's time in the kept log, so a slow publish shows where its time went.
        output += `${result.output}\n[publisher] ${step.kind === 'content' ? 'content check' : 'build'}: ${((Date.now() - stepStarted) / 1000).toFixed(1)} s\n`;
        if (this.closed) throw new Error('The server stopped during this build.');
        if (result.code !== 0) {
          const explanation = explainFailure(step.kind, result.output, { timedOut: result.timedOut, timeoutMinutes: config.timeoutMs / 60_000 });
          this.fail(publish.id, step.kind, explanation, result.output, name);
          return;
        }
      }
      if (!fs.existsSync(path.join(dir, 'out', 'index.html'))) {
        this.fail(publish.id, 'build', explainFailure('build', `${output}\nThe build finished but wrote no out/index.html.`), output, name);
        return;
      }
      await takeRelease(config, name);
    } catch (error) {
      this.fail(publish.id, 'build', explainFailure('build', `${output}\n${error instanceof Error ? error.message : error}`), output, name);
      return;
    }

    try {
      await this.exclusive('switch', () => this.deps.site.switchTo(releaseOut(config, name), () => pointCurrentAt(config, name)));
    } catch (error) {
      this.fail(publish.id, 'switch', explainFailure('switch', error instanceof Error ? error.message : String(error)), output, name);
      return;
    }
    this.history.succeed(publish.id, new Date(), output);
    log.info({ publish: publish.id, release: name, commit: sha }, 'publish: live');
    const hookProblem = await this.runHook(name);
    if (hookProblem) this.history.addNote(publish.id, hookProblem);
    await this.prune();
  }

  /** A file of a commit, or '' when the commit has no such file (read whole, so a character split between chunks stays whole). */
  private async fileAt(sha: string, file: string): Promise<string> {
    try {
      const { stdout } = await execFileAsync('git', ['show', `${sha}:${file}`], {
        cwd: this.config.repoDir,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
        timeout: 60_000,
      });
      return stdout;
    } catch {
      return '';
    }
  }

  private async moneyAt(sha: string): Promise<{ settings: MoneySettings; feesText: string }> {
    const [site, fees] = await Promise.all(MONEY_FILES.map((file) => this.fileAt(sha, file)));
    return { settings: moneyOf(site, fees), feesText: fees };
  }

  /** Records the payment details of the live release's commit (or HEAD) as approved, when nothing is recorded yet. */
  private async recordMoneyBaseline(): Promise<void> {
    if (this.money.approved()) return;
    const live = this.liveRelease();
    const sha = (live ? this.history.byRelease(live)?.commitSha : undefined) ?? (await git(this.config.repoDir, ['rev-parse', 'HEAD']));
    const { settings, feesText } = await this.moneyAt(sha);
    this.money.recordBaseline(sha, settings, feesText, new Date());
  }

  /** Compares the commit's payment details with the approved ones (money.ts); returns the change held for an administrator, if any. */
  private async checkMoney(sha: string): Promise<MoneyChange | undefined> {
    const { settings, feesText } = await this.moneyAt(sha);
    const approved = this.money.approved();
    // Who changed them since they were approved: the authors of the commits that touched the two files.
    const since = approved && (await this.isAncestor(approved.commitSha, sha)) ? [`${approved.commitSha}..${sha}`] : ['-n', '20', sha];
    const authors = (await git(this.config.repoDir, ['log', '--format=%ae', ...since, '--', ...MONEY_FILES])).split('\n').filter(Boolean);
    const held = this.money.check(sha, settings, feesText, authors, new Date());
    this.deps.kickMail();
    return held;
  }

  /** Brings in the upstream's commits (webhook, poll, manual) and pushes ours; returns the commit to build. */
  private async syncRepository(publish: Publish): Promise<string> {
    const { config } = this.deps;
    const repo = config.repoDir;
    if (!this.available) throw new GitError(`${repo} is not a git repository, so there is nothing to publish from.`);
    if (config.remote && publish.sources.some((source) => source === 'webhook' || source === 'poll' || source === 'manual')) {
      await git(repo, ['fetch', '--quiet', config.remote, config.branch]);
      const upstream = await git(repo, ['rev-parse', 'FETCH_HEAD']);
      if (!(await this.isAncestor(upstream, 'HEAD'))) {
        if (await this.isAncestor('HEAD', upstream)) {
          await git(repo, ['merge', '--ff-only', '--quiet', upstream]);
        } else {
          try {
            await git(repo, ['merge', '--no-edit', '--quiet', upstream], PUBLISHER_IDENTITY);
          } catch {
            await git(repo, ['merge', '--abort']).catch(() => undefined);
            throw new GitError(
              `The server's copy and ${config.remote} (${config.branch}) both changed the same lines, so they cannot be combined by themselves. A programmer has to merge them.`,
            );
          }
        }
      }
    }
    if (config.push && config.remote) {
      try {
        await git(repo, ['push', '--quiet', config.remote, `HEAD:refs/heads/${config.branch}`]);
      } catch (error) {
        this.history.addNote(publish.id, `Not copied to ${config.remote}: ${error instanceof Error ? error.message : error}`);
      }
    }
    return git(repo, ['rev-parse', 'HEAD']);
  }

  private async isAncestor(ancestor: string, of: string): Promise<boolean> {
    const result = await run('git', ['merge-base', '--is-ancestor', ancestor, of], { cwd: this.config.repoDir, timeoutMs: 60_000 });
    return result.code === 0;
  }

  /** The commits this publish brings, since the live release's commit (at most COMMITS_MAX; the newest alone on a first publish). */
  private async commitsUpTo(sha: string): Promise<PublishCommit[]> {
    const live = this.liveRelease();
    const base = live ? this.history.byRelease(live)?.commitSha : undefined;
    if (base === sha) return [];
    const range = base && (await this.isAncestor(base, sha)) ? [`${base}..${sha}`] : ['-n', '1', sha];
    const log = await git(this.config.repoDir, [
      'log',
      `--max-count=${COMMITS_MAX}`,
      '--no-renames',
      '--name-only',
      '--format=%x1e%H%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%s',
      ...range,
    ]);
    const allow = allowListFor(this.config.repoDir);
    return log
      .split('\x1e')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map((entry) => {
        const [header, ...files] = entry.split('\n');
        const [commitSha, parents, authorName, authorEmail, committedAt, subject] = header.split('\x1f');
        const changed = files.map((file) => file.trim()).filter(Boolean);
        // A merge lists no files here and is never undone from /staff.
        const contentOnly = parents.split(' ').length === 1 && changed.length > 0 && changed.every((file) => isEditorManaged(allow, file));
        return { sha: commitSha, authorName, authorEmail, committedAt, subject: subject ?? '', contentOnly };
      });
  }

  private fail(id: number, kind: FailureKind, explanation: string, output: string, release?: string): void {
    this.history.fail(id, kind, explanation, output, new Date());
    this.deps.log.warn({ publish: id, kind }, 'publish failed; the live site is unchanged');
    this.mailFailure(id);
    if (release && release !== this.liveRelease()) {
      this.cleanup = this.cleanup
        .then(() => removeRelease(this.config, release))
        .catch((error) => this.deps.log.error({ err: error, release }, 'could not remove a failed release'));
    }
  }

  /** The failure, to every admin and to each member of staff who asked for or made the change. */
  private mailFailure(id: number): void {
    const publish = this.history.byId(id);
    if (!publish) return;
    const accounts = this.deps.accounts.list().filter((account) => !account.disabledAt);
    const staff = new Set(accounts.map((account) => account.email));
    const recipients = new Set(accounts.filter(isPublishAdmin).map((account) => account.email));
    for (const email of [...publish.requestedBy.map((person) => person.email), ...publish.commits.map((commit) => commit.authorEmail)]) {
      const normalised = email.trim().toLowerCase();
      if (staff.has(normalised)) recipients.add(normalised);
    }
    if (recipients.size === 0) return;
    const changes =
      publish.commits.length > 0
        ? publish.commits.map((commit) => `- ${commit.subject} (${commit.authorName}, ${commit.sha.slice(0, 7)})`)
        : ['- (no new changes: a rebuild)'];
    const body = [
      'Hello,',
      '',
      `Website update #${publish.id} could not be published. The website still shows the last good version.`,
      '',
      'The changes in this update:',
      ...changes,
      '',
      publish.failure ?? '',
      '',
      `Details and every update: ${this.deps.siteUrl}/staff/updates#publish-${publish.id}`,
    ].join('\n');
    this.deps.outbox.enqueueToStaff([...recipients], {
      topic: `publish-${publish.id}`,
      host: new URL(this.deps.siteUrl).hostname,
      now: Date.now(),
      subject: `Website update #${publish.id} failed: the ${this.deps.schoolName} website was not changed`,
      body,
    });
    this.deps.kickMail();
  }

  /** Runs PUBLISH_HOOK after a switch; returns what went wrong, if anything (the switch itself stands). */
  private async runHook(name: string): Promise<string | undefined> {
    const { hook } = this.config;
    if (!hook) return undefined;
    const result = await run('bash', ['-c', hook], {
      cwd: this.config.dir,
      env: { ...process.env, PUBLISH_RELEASE: name, PUBLISH_OUT_DIR: releaseOut(this.config, name) },
      timeoutMs: 60_000,
    }).catch((error: Error) => ({ code: 1, output: error.message, timedOut: false }));
    if (result.code === 0) return undefined;
    this.deps.log.error({ release: name, output: result.output.slice(-2000) }, 'the publish hook failed');
    return `The reload hook (PUBLISH_HOOK) failed: ${result.output.trim().split('\n').slice(-3).join(' ') || `exit ${result.code}`}`;
  }

  /** Keeps the newest PUBLISH_KEEP releases that went live, the current one always among them. */
  private async prune(): Promise<void> {
    const keep = new Set(
      this.history
        .liveReleases()
        .slice(0, this.config.keep)
        .map((release) => release.release),
    );
    const current = this.liveRelease();
    if (current) keep.add(current);
    const building = this.history.building()?.release;
    if (building) keep.add(building);
    const removed = await pruneReleases(this.config, keep);
    if (removed.length > 0) this.deps.log.info({ removed }, 'old releases removed');
  }

  /** Puts the previous live release back, at once (no build). */
  rollback(actor: string): Promise<Outcome> {
    return this.exclusive('switch', async () => {
      const current = this.liveRelease();
      const currentPublish = current ? this.history.byRelease(current) : undefined;
      const target = this.history
        .liveReleases()
        .find((release) => release.release !== current && (!currentPublish || release.id < currentPublish.id) && releaseExists(this.config, release.release));
      if (!target) return { ok: false, message: 'There is no earlier version of the website on the server to go back to.' };
      await this.deps.site.switchTo(releaseOut(this.config, target.release), () => pointCurrentAt(this.config, target.release));
      if (currentPublish?.state === 'live') this.history.rolledBack(currentPublish.id, actor, new Date());
      this.deps.log.info({ from: current, to: target.release, actor }, 'rolled back');
      const hookProblem = await this.runHook(target.release);
      return {
        ok: true,
        message: `The website is back to update #${target.id} (commit ${target.commitSha.slice(0, 7)}).${hookProblem ? ` ${hookProblem}` : ''}`,
      };
    });
  }

  /** Undoes one commit that changed only editor-managed files, with a new commit authored by the member of staff, then publishes. */
  revert(sha: string, person: Person): Promise<Outcome & { publishId?: number }> {
    return this.exclusive('git', async () => {
      const repo = this.config.repoDir;
      if (!SHA.test(sha) || !this.available) return { ok: false, message: 'There is no such change.' };
      let full: string;
      try {
        full = await git(repo, ['rev-parse', '--verify', '--quiet', `${sha}^{commit}`]);
      } catch {
        return { ok: false, message: 'There is no such change.' };
      }
      if (!(await this.isAncestor(full, 'HEAD'))) return { ok: false, message: 'This change is not part of the website any more.' };
      const parents = (await git(repo, ['rev-list', '--parents', '-n', '1', full])).split(' ').length - 1;
      if (parents !== 1) return { ok: false, message: 'This is a merge of two lines of work; a programmer has to undo it.' };
      const subject = await git(repo, ['log', '-1', '--format=%s', full]);
      // Undo is for content: a commit that changed anything the editor does not manage is code, an administrator's to change.
      const changed = (await git(repo, ['diff-tree', '--no-commit-id', '--no-renames', '--name-only', '-r', full])).split('\n').filter(Boolean);
      const allow = allowListFor(repo);
      const outside = changed.filter((file) => !isEditorManaged(allow, file));
      if (outside.length > 0)
        return {
          ok: false,
          message: `"${subject}" changed files outside the website's content (${outside.slice(0, 3).join(', ')}${outside.length > 3 ? ` and ${outside.length - 3} more` : ''}), so it cannot be undone here. An administrator changes the code with the deployment's update command (DEPLOY.md, "Upgrading").`,
        };
      const identity = { GIT_AUTHOR_NAME: person.name, GIT_AUTHOR_EMAIL: person.email, GIT_COMMITTER_NAME: person.name, GIT_COMMITTER_EMAIL: person.email };
      try {
        await git(repo, ['revert', '--no-edit', full], identity);
      } catch {
        await git(repo, ['revert', '--abort']).catch(() => undefined);
        return { ok: false, message: `"${subject}" cannot be undone by itself: later changes touch the same lines. Change it back in the editor instead.` };
      }
      const publishId = this.request({ source: 'revert', author: person, summary: `Undo "${subject}" (${full.slice(0, 7)})` });
      return { ok: true, message: `"${subject}" is undone; the website is being updated (update #${publishId}).`, publishId };
    });
  }

  /** The poll: publishes when the upstream branch has a commit the checkout does not. */
  async pollRemote(): Promise<void> {
    const { remote, branch, repoDir } = this.config;
    if (!remote || this.closed) return;
    try {
      const line = await git(repoDir, ['ls-remote', remote, `refs/heads/${branch}`]);
      const upstream = line.split(/\s/)[0];
      if (!upstream || upstream === this.lastPolled) return;
      if (await this.isAncestor(upstream, 'HEAD')) return;
      this.lastPolled = upstream;
      this.request({ source: 'poll', commit: upstream, summary: `new commit on ${remote} ${branch}` });
    } catch (error) {
      this.deps.log.warn({ err: error }, 'publish poll failed');
    }
  }
}

/** The deepest folder holding both paths (absolute). */
export function commonAncestor(a: string, b: string): string {
  const left = path.resolve(a).split(path.sep);
  const right = path.resolve(b).split(path.sep);
  let shared = 0;
  while (shared < left.length && shared < right.length && left[shared] === right[shared]) shared += 1;
  return left.slice(0, shared).join(path.sep) || path.sep;
}

/** Who commits a merge of the upstream's changes. */
const PUBLISHER_IDENTITY = {
  GIT_AUTHOR_NAME: 'Website publisher',
  GIT_AUTHOR_EMAIL: 'publisher@localhost',
  GIT_COMMITTER_NAME: 'Website publisher',
  GIT_COMMITTER_EMAIL: 'publisher@localhost',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The website publisher: part of every app, idle until something asks for a publish. */
    publisher: Publisher;
  }
}
