/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decapDist, DECAP_INTEGRITY, DECAP_VERSION, integrityOf } from '@/scripts/cms/decap-bundle';

describe('decap bundle', () => {
  it('writes integrity as npm does (sha512, base64), and pins a sha512', () => {
    const bytes = Buffer.from('decap');
    expect(integrityOf(bytes)).toBe(`sha512-${createHash('sha512').update(bytes).digest('base64')}`);
    expect(DECAP_INTEGRITY).toMatch(/^sha512-[A-Za-z0-9+/]{86}==$/);
  });

  it('reuses the unpacked package in its cache without asking the registry', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'decap-cache-'));
    try {
      const packageDir = path.join(cache, `decap-cms-${DECAP_VERSION}`);
      fs.mkdirSync(path.join(packageDir, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: 'decap-cms', version: DECAP_VERSION }));
      expect(decapDist(cache)).toBe(path.join(packageDir, 'dist'));
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
