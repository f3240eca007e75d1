/** Debian Chromium for Lighthouse: one headless browser for all runs, reached over its DevTools port. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/local-tools';

/** The shared launch flags, headless, plus a larger shared-memory fallback for Lighthouse's long traces. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--disable-dev-shm-usage'];

export interface Chrome {
  port: number;
  close(): Promise<void>;
}

export async function launchChrome(): Promise<Chrome> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chrome-'));
  const child: ChildProcess = spawn(chromiumPath(), [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${output}`)), 30000);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}:\n${output}`));
    });
  });
  child.stderr!.resume();
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
