/** Shared by the e2e harness, the server tests and the benchmarks: local ports and Debian's Chromium. */
import fs from 'node:fs';
import net from 'node:net';

/** A TCP port on 127.0.0.1 that is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Debian's Chromium; CHROME_PATH overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('Chromium not found: run `apt-get install -y chromium` or set CHROME_PATH');
  return found;
}

/** Launch flags for this closed network (DESIGN.md): no background requests to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
