/**
 * @jest-environment node
 */
import fs from 'node:fs';
import { BUILT_FILE, builtModule, compileInlineScripts, INLINE_SCRIPT_SOURCES } from '@/inline-scripts/build';
import { BUILT_INLINE_SCRIPTS } from '@/inline-scripts/built';

describe('inline-scripts/built.ts', () => {
  const compiled = compileInlineScripts();

  it('is exactly what the sources compile to (after editing a script: npm run build:inline)', () => {
    expect(fs.readFileSync(BUILT_FILE, 'utf8')).toBe(builtModule(compiled));
    expect(Object.keys(BUILT_INLINE_SCRIPTS).sort()).toEqual(Object.keys(INLINE_SCRIPT_SOURCES).sort());
  });

  it.each(Object.keys(INLINE_SCRIPT_SOURCES) as Array<keyof typeof INLINE_SCRIPT_SOURCES>)('%s is one minified statement that runs at once', (name) => {
    const text = compiled[name];
    expect(text).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(text).not.toContain('\n');
    // Nothing of the build's environment or of the TypeScript is left in the browser's text.
    expect(text).not.toMatch(/process\.env|import |export |require\(/);
    expect(() => new Function(text)).not.toThrow();
  });
});
