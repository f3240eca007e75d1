/**
 * The site's git repository, driven through the git command (execFile, no shell). One commit per save, authored
 * by the member of staff; hooks and signing are off so a developer's set-up in the same checkout cannot block
 * or prompt a save.
 */
import { execFile } from 'node:child_process';

export interface GitAuthor {
  name: string;
  email: string;
}

export class GitRepository {
  constructor(readonly dir: string) {}

  run(args: string[], env: Record<string, string> = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      execFile(
        'git',
        ['-c', 'core.hooksPath=/dev/null', '-c', 'commit.gpgsign=false', '-c', 'core.quotepath=off', ...args],
        // GIT_DIR and friends of a surrounding git process (a hook, a test runner) must not redirect us.
        { cwd: this.dir, env: { ...cleanEnv(), GIT_TERMINAL_PROMPT: '0', ...env }, maxBuffer: 16 * 1024 * 1024, encoding: 'utf8' },
        (error, stdout, stderr) => (error ? reject(new Error(`git ${args[0]} failed: ${stderr.trim() || error.message}`)) : resolve(stdout)),
      );
    });
  }

  /** Commits exactly these paths (added, changed or removed) as one commit; other changes in the tree stay as they are. */
  async commit(paths: string[], message: string, author: GitAuthor): Promise<string> {
    await this.run(['add', '--all', '--', ...paths]);
    const identity = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
    await this.run(['commit', '--quiet', '--no-verify', '-m', message, '--only', '--', ...paths], identity);
    return (await this.run(['rev-parse', 'HEAD'])).trim();
  }

  /** Puts the index entries of these paths back to HEAD (after a failed commit). */
  async unstage(paths: string[]): Promise<void> {
    await this.run(['reset', '--quiet', '--', ...paths]).catch(() => undefined);
  }

  /** The repository's top folder, or undefined when `dir` is not in a git work tree. */
  async topLevel(): Promise<string | undefined> {
    return this.run(['rev-parse', '--show-toplevel']).then(
      (out) => out.trim(),
      () => undefined,
    );
  }
}

function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('GIT_')) delete env[key];
  return env;
}

/** A display name from an e-mail address: priya.sharma@school.in -> Priya Sharma. */
export function displayName(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._+-]+/).filter(Boolean);
  return words.length ? words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ') : email;
}

/** Runs tasks one at a time, in order: every write to the repository goes through one queue. */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves when everything queued so far is done. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined);
  }
}
