/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMITTEE_KINDS, getChildSafety } from '@/lib/content/child-safety';
import { telHref } from '@/lib/content/site';

const CONTENT = path.join(process.cwd(), 'content');

/** A copy of content/child-safety.yml changed by `edit`, in a temporary content folder. */
function withEdited(edit: (text: string) => string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'child-safety-'));
  fs.writeFileSync(path.join(root, 'child-safety.yml'), edit(fs.readFileSync(path.join(CONTENT, 'child-safety.yml'), 'utf8')));
  return root;
}

describe('child-safety content', () => {
  it('has each committee CBSE and the Maharashtra GR ask for once, with members and an e-mail', () => {
    const page = getChildSafety();
    expect(page.committees.map((committee) => committee.kind).sort()).toEqual([...COMMITTEE_KINDS].sort());
    for (const committee of page.committees) expect(committee.members.length).toBeGreaterThanOrEqual(2);
    expect(page.helplines.find((line) => line.kind === 'childline')?.phone).toBe('1098');
  });

  it('fails with the field named when a required committee is missing', () => {
    const root = withEdited((text) => text.replace('kind: sakhi-savitri', 'kind: grievance'));
    expect(() => getChildSafety(root)).toThrow(/child-safety\.yml: en\.committees: Expected the sakhi-savitri committee exactly once \(found 0\)/);
  });

  it('fails when a helpline has neither a phone number nor a link', () => {
    const root = withEdited((text) => text.replace('      phone: "1098"\n', ''));
    expect(() => getChildSafety(root)).toThrow(/helplines\[0\]\.phone: Give a phone number, a link, or both/);
  });

  it('dials short numbers as written and keeps the + of international ones', () => {
    expect(telHref('1098')).toBe('tel:1098');
    expect(telHref('+91 20 2695 1995')).toBe('tel:+912026951995');
  });
});
