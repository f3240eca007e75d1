/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { actionlint, GITLAB_CI_FILE, lintGitlabCi, WORKFLOWS_DIR } from '@/scripts/lint-ci-files';

/**
 * The git hosts' CI files (.github/workflows/ci.yml, .gitlab-ci.yml): their linters (`npm run lint:ci`, in .ci/run)
 * refuse a broken file, and both hosts wire the same things: .ci/run as the test job, and the static export
 * built by scripts/static-export.sh from the host's SITE_URL and NEXT_PUBLIC_API_BASE settings. That the built
 * out/ then posts its forms to NEXT_PUBLIC_API_BASE is e2e/static-export.e2e.ts.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const WORKFLOW = path.join(WORKFLOWS_DIR, 'ci.yml');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
}
interface GithubJob {
  env?: Record<string, string>;
  needs?: string | string[];
  steps: Step[];
}

const github = parse(fs.readFileSync(WORKFLOW, 'utf8')) as { jobs: Record<string, GithubJob> };
const gitlab = parse(fs.readFileSync(GITLAB_CI_FILE, 'utf8')) as Record<string, { script?: string[]; artifacts?: { paths: string[] } }>;

let temp: string;
beforeAll(() => {
  temp = fs.mkdtempSync(path.join(os.tmpdir(), 'ci-files-'));
});
afterAll(() => {
  fs.rmSync(temp, { recursive: true, force: true });
});

describe('the linters of the CI files', () => {
  it('actionlint finds a workflow mistake: an unknown context, a job that needs a missing job', async () => {
    const broken = fs
      .readFileSync(WORKFLOW, 'utf8')
      .replace('${{ vars.SITE_URL }}', '${{ variables.SITE_URL }}')
      .replace('needs: static-export', 'needs: static-exports');
    const messages = (await actionlint(broken, 'ci.yml')).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('undefined variable "variables"'),
        expect.stringContaining('needs job "static-exports" which does not exist'),
      ]),
    );
    expect(await actionlint(fs.readFileSync(WORKFLOW, 'utf8'), 'ci.yml')).toEqual([]);
  });

  it("gitlab-ci-local refuses a .gitlab-ci.yml that GitLab's schema refuses, and passes ours", () => {
    const file = path.join(temp, '.gitlab-ci.yml');
    fs.writeFileSync(file, fs.readFileSync(GITLAB_CI_FILE, 'utf8').replace('timeout: 30 minutes', 'timeout_minutes: 30'));
    const refused = lintGitlabCi(file);
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain("'timeout_minutes' property is not expected to be here");
    expect(lintGitlabCi()).toMatchObject({ ok: true });
  });
});

describe('what the CI files run', () => {
  it('the test job is .ci/run on both hosts', () => {
    expect(github.jobs.test.steps.map((step) => step.run)).toContain('bash .ci/run');
    expect(gitlab.test.script).toContain('bash .ci/run');
  });

  it("GitHub's static export builds with the repository's SITE_URL and NEXT_PUBLIC_API_BASE, uploads out/ and Pages publishes it", () => {
    const job = github.jobs['static-export'];
    expect(job.env).toEqual({ SITE_URL: '${{ vars.SITE_URL }}', NEXT_PUBLIC_API_BASE: '${{ vars.NEXT_PUBLIC_API_BASE }}' });
    const build = job.steps.findIndex((step) => step.run === 'bash scripts/static-export.sh');
    const upload = job.steps.findIndex((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(build).toBeGreaterThan(0);
    expect(upload).toBeGreaterThan(build);
    expect(job.steps[upload].with).toEqual({ path: 'out' });
    expect(github.jobs.pages.needs).toBe('static-export');
    expect(github.jobs.pages.steps.map((step) => step.uses)).toEqual([expect.stringMatching(/^actions\/deploy-pages@/)]);
  });

  it("GitLab's pages job builds the same way and publishes out/ as public/", () => {
    const script = gitlab.pages.script ?? [];
    expect(script.slice(-2)).toEqual(['bash scripts/static-export.sh', 'rm -rf public && mv out public']);
    expect(gitlab.pages.artifacts?.paths).toEqual(['public']);
  });
});

describe('scripts/static-export.sh refuses settings that would publish a broken site, before installing anything', () => {
  function exportWith(settings: Record<string, string>) {
    const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
    if (!settings.SITE_URL) delete env.SITE_URL;
    if (!settings.NEXT_PUBLIC_API_BASE) delete env.NEXT_PUBLIC_API_BASE;
    const result = spawnSync('bash', ['scripts/static-export.sh'], { cwd: ROOT, env, encoding: 'utf8', timeout: 10_000 });
    return { status: result.status, said: result.stderr.trim() };
  }
  const api = 'https://forms.school.example/api';

  it.each([
    [{ NEXT_PUBLIC_API_BASE: api }, /^static export: set SITE_URL to the address the site is published at/],
    [{ SITE_URL: 'https://school.gitlab.io/website', NEXT_PUBLIC_API_BASE: api }, /must be an origin with no path/],
    [{ SITE_URL: 'https://www.school.example' }, /^static export: set NEXT_PUBLIC_API_BASE to the form service's address ending in \/api/],
    [{ SITE_URL: 'https://www.school.example', NEXT_PUBLIC_API_BASE: 'http://forms.school.example/api' }, /must be an https:\/\/ address/],
  ])('%j', (settings, message) => {
    const run = exportWith(settings);
    expect(run.status).toBe(1);
    expect(run.said).toMatch(message);
    expect(run.said.split('\n')).toHaveLength(1);
  });
});
