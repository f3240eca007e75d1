/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { main } from '@/server/cli/submissions';
import { openDatabase } from '@/server/core/database';
import { abroadAdmission, multipart, startApp, testConfig, urlencoded, validContact } from './helpers/intake';
import { samplePdf } from './helpers/samples';

describe('npm run submissions', () => {
  const config = testConfig({ smtpUrl: undefined });
  let admission: string;
  let contact: string;
  let pdf: Buffer;
  const run = (...args: string[]) => {
    let text = '';
    main(args, (chunk) => {
      text += chunk;
    });
    return text;
  };

  beforeAll(async () => {
    process.env.DATA_DIR = config.dataDir;
    pdf = await samplePdf();
    const app = await startApp(config);
    admission = (
      await app.inject({
        method: 'POST',
        url: '/api/admissions',
        ...(await multipart({ ...abroadAdmission, city: 'London, "Camp"' }, { field: 'screenshot', name: 'receipt.pdf', type: 'application/pdf', data: pdf })),
      })
    ).json().reference;
    contact = (await app.inject({ method: 'POST', url: '/api/contact', ...urlencoded({ ...validContact, firstName: '=SUM(A1:A9)' }) })).json().reference;
    await app.close();
  });

  afterAll(() => {
    delete process.env.DATA_DIR;
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    fs.rmSync(config.outDir, { recursive: true, force: true });
  });

  it('lists submissions, one line each', () => {
    const text = run('list');
    expect(text).toContain(`${admission}  `);
    expect(text).toContain('Aarav Kulkarni');
    expect(text).toContain('[receipt.pdf]');
    expect(text).toContain(contact);
    expect(text).toMatch(/2 submissions\n$/);
  });

  it('shows one submission with its file, consent and mails', () => {
    const text = run('show', admission);
    expect(text).toContain("Father's name: Sanjay Kulkarni");
    expect(text).toMatch(/Consent given: \d{4}-/);
    expect(text).toContain(`sha256 ${createHash('sha256').update(pdf).digest('hex')}`);
    expect(text).toMatch(/Mail office: (pending|sent)/);
  });

  it('exports JSON with the stored values and the path and checksum of each file', () => {
    const records = JSON.parse(run('export', '--format', 'json'));
    expect(records).toHaveLength(2);
    const stored = records.find((record: { reference: string }) => record.reference === admission);
    expect(stored.data.city).toBe('London, "Camp"');
    // A family abroad: numbers normalised to E.164, the postcode as the post office writes it, the country's code.
    expect(stored.data).toMatchObject({ phoneNumber: '+447700900123', whatsappNumber: '+971501234567', country: 'GB', pinCode: 'SW1A 1AA' });
    expect(fs.readFileSync(stored.file.absolutePath).equals(pdf)).toBe(true);
    expect(stored.file.sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
    expect(JSON.parse(run('export', '--format', 'json', '--type', 'contact')).map((record: { reference: string }) => record.reference)).toEqual([contact]);
    expect(JSON.parse(run('export', '--format', 'json', '--since', '2999-01-01'))).toEqual([]);
  });

  it('exports CSV that a spreadsheet reads safely', () => {
    const csv = run('export', '--format', 'csv');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['reference', 'type', 'academicYear', 'city', 'fileSha256', 'filePath']));
    expect(lines).toHaveLength(2);
    expect(csv).toContain('"London, ""Camp"""');
    expect(header.split(',')).toEqual(expect.arrayContaining(['phoneNumber', 'whatsappNumber', 'country', 'pinCode']));
    const row = lines.find((line) => line.includes(admission));
    expect(row).toContain('+447700900123');
    expect(row).toContain('+971501234567');
    expect(row).toContain(',GB,SW1A 1AA,');
    // A value that looks like a formula is kept as text.
    expect(csv).toContain("'=SUM(A1:A9)");
  });

  it('purges by the retention periods of content/retention.yml, keeping what is still within them', () => {
    expect(run('purge')).toBe(
      'Deleted 0 submissions past their retention period, with their files.\nAudit log: 0 rows past 2 years deleted, 0 about deleted submissions cleared of details.\n' +
        'Insight: 0 daily count rows past 13 months deleted.\n',
    );
    const db = openDatabase(config.dataDir);
    db.prepare("UPDATE submissions SET created_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?").run(contact);
    db.close();
    expect(run('purge')).toMatch(
      new RegExp(`^${contact}  contact  received 2020-01-01T00:00:00.000Z, period ended 2021-01-01T00:00:00.000Z\nDeleted 1 submission past`),
    );
    // The admission's period runs to the end of its academic year plus one, whenever it arrived.
    expect(JSON.parse(run('export', '--format', 'json')).map((record: { reference: string }) => record.reference)).toEqual([admission]);
  });

  it('purges submissions older than a number of days, with their files', () => {
    expect(run('purge', '--older-than', '30')).toMatch(/Deleted 0 submissions/);
    const db = openDatabase(config.dataDir);
    db.prepare("UPDATE submissions SET created_at = '2020-01-01T00:00:00.000Z' WHERE reference = ?").run(admission);
    db.close();
    const file = JSON.parse(run('export', '--format', 'json', '--type', 'admission'))[0].file.absolutePath;
    expect(run('purge', '--older-than', '30')).toMatch(/Deleted 1 submission /);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(path.join(config.dataDir, 'uploads'))).toEqual([]);
    expect(JSON.parse(run('export', '--format', 'json'))).toEqual([]);
  });
});
