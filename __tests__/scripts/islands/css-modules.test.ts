/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CssModuleNamesError, globalNames, moduleLocals, NextCssNames } from '@/scripts/islands/css-modules';

const TABS = `.outlined { border: 1px solid; }
.hiddenRadio { position: absolute; }`;

const CALENDAR = `/* a comment with .notAClass */
.calendar { max-width: 560px; }
.nav {
  composes: outlined from '../tabs/tabs.module.css';
  padding: 0.4rem 0.7rem;
}
.day[aria-pressed='true'], .day[data-x='a.b'] { color: red; }
@media (scripting: enabled) { .scriptOnly { display: flex; } }
.grid :global(.yarl__button):focus-visible { outline: 0; }
.today:not(.day) { font-weight: 700; background: url(./x.svg); }
@keyframes turn { to { transform: rotate(1turn); } }
.spinner { animation: turn 1s; composes: calendar; }`;

/** Next's output for those two files: every local as `<hash>_<local>`, one hash per file. */
const NEXT_CSS = `.-X-sJW_outlined{border:1px solid}.-X-sJW_hiddenRadio{position:absolute}
.OtgsSW_calendar{max-width:560px}.OtgsSW_nav{padding:.4rem .7rem}.OtgsSW_day[aria-pressed=true],.OtgsSW_day[data-x="a.b"]{color:red}
@media (scripting:enabled){.OtgsSW_scriptOnly{display:flex}}.OtgsSW_grid .yarl__button:focus-visible{outline:0}
.OtgsSW_today:not(.OtgsSW_day){font-weight:700;background:url(x.svg)}@keyframes OtgsSW_turn{to{transform:rotate(1turn)}}.OtgsSW_spinner{animation:OtgsSW_turn 1s}`;

describe("a CSS module's class names as Next wrote them (scripts/islands/css-modules.ts)", () => {
  it('reads the local names from the source: classes (not in :global, comments or strings), keyframes and composes', () => {
    const locals = moduleLocals(CALENDAR);
    expect(locals.classes).toEqual(['calendar', 'nav', 'day', 'scriptOnly', 'grid', 'today', 'spinner']);
    expect(locals.keyframes).toEqual(['turn']);
    expect(Object.fromEntries(locals.composes)).toEqual({
      nav: [{ name: 'outlined', from: '../tabs/tabs.module.css' }],
      spinner: [{ name: 'calendar', from: undefined }],
    });
    expect(globalNames(NEXT_CSS).has('OtgsSW_turn')).toBe(true);
    expect(globalNames(NEXT_CSS).has('b')).toBe(false);
  });

  it('gives each local the name Next gave it, with the classes it composes, even from another file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'css-modules-'));
    fs.mkdirSync(path.join(dir, 'tabs'));
    fs.mkdirSync(path.join(dir, 'calendar'));
    fs.writeFileSync(path.join(dir, 'tabs/tabs.module.css'), TABS);
    fs.writeFileSync(path.join(dir, 'calendar/calendar.module.css'), CALENDAR);
    const names = new NextCssNames(globalNames(NEXT_CSS));
    expect(names.classMap(path.join(dir, 'calendar/calendar.module.css'))).toEqual({
      calendar: 'OtgsSW_calendar',
      nav: 'OtgsSW_nav -X-sJW_outlined',
      day: 'OtgsSW_day',
      scriptOnly: 'OtgsSW_scriptOnly',
      grid: 'OtgsSW_grid',
      today: 'OtgsSW_today',
      spinner: 'OtgsSW_spinner OtgsSW_calendar',
      turn: 'OtgsSW_turn',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops, naming the file and what it looked for, when Next named the classes otherwise (or not at all)', () => {
    // Say a new version put the hash last: no prefix then holds exactly the module's locals.
    const renamed = new NextCssNames(globalNames(NEXT_CSS.replace(/OtgsSW_([\w-]+)/g, '$1--OtgsSW')));
    expect(() => renamed.classMap('calendar.module.css', CALENDAR)).toThrow(CssModuleNamesError);
    expect(() => renamed.classMap('calendar.module.css', CALENDAR)).toThrow(
      /calendar\.module\.css: Next's CSS has no set of classes named <hash>_<local>.*calendar, nav, day/,
    );
    // A class the source has and Next's CSS lacks (a stale build) is no match either.
    const stale = new NextCssNames(globalNames(NEXT_CSS));
    expect(() => stale.classMap('calendar.module.css', `${CALENDAR}\n.added { color: blue; }`)).toThrow(CssModuleNamesError);
  });
});
