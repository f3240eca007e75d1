import type { FailureKind } from './history';

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;

/** The command's own lines, without npm's banners, blank lines and colour codes. */
export function meaningfulLines(output: string): string[] {
  return output
    .replace(ANSI, '')
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() && !/^\s*> /.test(line) && !/^npm (error|ERR!|warn|notice)/.test(line));
}

/** The `file: field: reason` lines of check:content (its warnings are not reasons to fail). */
export function contentProblems(output: string): string[] {
  return meaningfulLines(output)
    .filter((line) => /^[\w./-]+\.(ya?ml|md|json)(:|\s)/.test(line) && !line.startsWith('Warning:'))
    .slice(0, 100);
}

/** A failure in plain words, as the "Website updates" page and the mail show it. */
export function explainFailure(kind: FailureKind, output: string, options: { timedOut?: boolean; timeoutMinutes?: number } = {}): string {
  const unchanged = 'Nothing was changed on the website: it still shows the last good version.';
  if (options.timedOut)
    return `The build took longer than ${options.timeoutMinutes} minutes and was stopped. ${unchanged} Please ask the site's maintainer to look at the server.`;
  if (kind === 'content') {
    const problems = contentProblems(output);
    const lines = problems.length > 0 ? problems : meaningfulLines(output).slice(-20);
    return [
      `The content check found ${lines.length === 1 ? 'a mistake' : 'mistakes'} in the saved files. ${unchanged}`,
      'Correct each line below (file: field: reason) in the editor and save again:',
      '',
      ...lines,
    ].join('\n');
  }
  if (kind === 'build') {
    return [
      `The website could not be built from this change. ${unchanged}`,
      'The last lines the build printed:',
      '',
      ...meaningfulLines(output).slice(-25),
    ].join('\n');
  }
  if (kind === 'switch') return [`The new version was built but could not be put live. ${unchanged}`, '', output.trim()].join('\n');
  return [`The change could not be fetched from the repository. ${unchanged}`, '', output.trim()].join('\n');
}
