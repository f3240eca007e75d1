/** @jest-environment node */
import path from 'node:path';
import { ContentError } from '@/lib/content/reader';
import { formatAddress, getSite, phoneDigits } from '@/lib/content/site';
import { getDisclosures } from '@/lib/content/disclosures';
import { checkContent } from '@/scripts/check-content';

const fixtures = path.join(__dirname, '..', '..', 'fixtures', 'content');

describe('site content', () => {
  it('loads the school identity, contacts, bank accounts and form options', () => {
    const site = getSite(path.join(fixtures, 'valid'));
    expect(site.established).toBe(1994);
    expect(site.affiliation.board).toBe('CBSE');
    expect(site.address.area).toBe('Undri');
    expect(site.address.city).toBe('Pune');
    expect(site.bankAccounts).toHaveLength(2);
    expect(site.bankAccounts[0]).toEqual(
      expect.objectContaining({ accountName: expect.any(String), bank: expect.any(String), ifsc: expect.stringMatching(/^[A-Z]{4}0/) }),
    );
    expect(site.classOptions).toEqual(expect.arrayContaining(['Nursery', 'LKG', 'UKG', 'Class 1', 'Class 9']));
    expect(site.chat.placeholder).toBe('Type a message..');
    expect(formatAddress(site)).toContain('Undri, Pune');
  });

  it('names the file and the field of a broken value in one line', () => {
    const root = path.join(fixtures, 'broken-site');
    expect(() => getSite(root)).toThrow(ContentError);
    try {
      getSite(root);
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split('\n')).toHaveLength(1);
      expect(message).toBe('__tests__/fixtures/content/broken-site/site.yml: contact.email: Invalid email address');
    }
  });

  it('names the file of a YAML syntax error', () => {
    expect(() => getSite(path.join(fixtures, 'broken-yaml'))).toThrow(
      /^__tests__\/fixtures\/content\/broken-yaml\/site\.yml: \(file\): invalid YAML: /,
    );
  });

  it('reports a missing file by name', () => {
    expect(() => getDisclosures(path.join(fixtures, 'broken-yaml'))).toThrow(
      '__tests__/fixtures/content/broken-yaml/disclosures.yml: (file): file not found',
    );
  });

  it('lists the seven mandatory disclosure PDFs', () => {
    const disclosures = getDisclosures(path.join(fixtures, 'valid'));
    expect(disclosures.map((item) => item.title)).toEqual([
      'Mandatory Disclosure',
      'PTA Members List',
      'SMC List',
      'Fee Structure',
      'Sexual Harassment Policy',
      'POCSO',
      'Results',
    ]);
  });

  it('keeps only digits of a phone number for links', () => {
    expect(phoneDigits('+91 98220-19940')).toBe('919822019940');
  });

  it('check:content passes on the real content and reports the broken field', async () => {
    await expect(checkContent()).resolves.toEqual([]);
    const problems = await checkContent(path.join(fixtures, 'broken-site'));
    expect(problems).toContain('__tests__/fixtures/content/broken-site/site.yml: contact.email: Invalid email address');
  });
});
