/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerConfig } from '@/server/core/config';
import { openDatabase } from '@/server/core/database';
import { SubmissionsRepository } from '@/server/features/intake/submissions-repository';
import { buildApp } from '@/server/app';
import { filesUnder, multipart, startApp, testConfig, urlencoded, validAdmission, validCareer, validContact } from './helpers/intake';
import { samplePdf, samplePng } from './helpers/samples';

/**
 * The retention purge as the server runs it: croner's nightly job (02:30 in Pune) on a controlled clock.
 * Jest's fake timers move Date and the timers together; the event loop's own ticks stay real so the app works.
 */
describe('the nightly retention purge', () => {
  let config: ServerConfig;
  let app: FastifyInstance;
  const logs: { msg: string; removed?: number; submissions?: { reference: string }[] }[] = [];
  const references: Record<string, string> = {};

  /** Sends one form at a fake moment, as a visitor would have then. */
  async function submitAt(moment: string, name: string, request: () => Promise<InjectOptions>) {
    jest.setSystemTime(new Date(moment));
    const response = await app.inject(await request());
    expect(response.statusCode).toBe(201);
    references[name] = response.json().reference;
  }

  const stored = () => {
    const db = openDatabase(config.dataDir);
    try {
      return new SubmissionsRepository(db).list().map((item) => item.reference);
    } finally {
      db.close();
    }
  };
  const named = (...names: string[]) => names.map((name) => references[name]).sort();

  beforeAll(async () => {
    jest.useFakeTimers({ now: new Date('2026-05-01T10:00:00.000Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // The mail worker polls rarely here: days of fake time pass in this test.
    config = testConfig({ smtpUrl: undefined, mailPollMs: 24 * 60 * 60 * 1000 });
    app = await startApp(config);

    const png = await samplePng();
    const pdf = await samplePdf();
    // Kept until 1 April 2028 00:00 IST: academic year 2026-2027 plus one year.
    await submitAt('2026-05-01T10:00:00.000Z', 'oldAdmission', async () => ({
      method: 'POST',
      url: '/api/admissions',
      ...(await multipart({ ...validAdmission, academicYear: '2026-2027' }, { field: 'screenshot', name: 'old.png', type: 'image/png', data: png })),
    }));
    // Sent earlier than the next, yet kept longer: until 1 April 2029 00:00 IST (31 March 18:30 UTC).
    await submitAt('2026-12-01T10:00:00.000Z', 'newAdmission', async () => ({
      method: 'POST',
      url: '/api/payments',
      ...(await multipart({ ...validAdmission, academicYear: '2027-2028' }, { field: 'screenshot', name: 'new.pdf', type: 'application/pdf', data: pdf })),
    }));
    await submitAt('2027-01-01T00:00:00.000Z', 'application', async () => ({
      method: 'POST',
      url: '/api/careers',
      ...(await multipart(validCareer, { field: 'resume', name: 'cv.pdf', type: 'application/pdf', data: pdf })),
    }));
    // One year: one ends an hour before the night's run, one an hour after it.
    await submitAt('2028-03-30T20:00:00.000Z', 'contactDue', async () => ({ method: 'POST', url: '/api/contact', ...urlencoded(validContact) }));
    await submitAt('2028-03-30T22:00:00.000Z', 'contactYoung', async () => ({
      method: 'POST',
      url: '/api/contact',
      ...urlencoded({ ...validContact, firstName: 'Anika' }),
    }));
    expect(stored().sort()).toEqual(named('oldAdmission', 'newAdmission', 'application', 'contactDue', 'contactYoung'));
    await app.close();

    // Years later, 30 March 2029, 23:00 IST: the server (re)starts and schedules the night's purge.
    jest.setSystemTime(new Date('2029-03-30T17:30:00.000Z'));
    app = await buildApp(config, { logger: false });
    const log = app.log as unknown as { info: (obj: object, msg: string) => void };
    const original = log.info.bind(log);
    log.info = (obj: object, msg: string) => {
      logs.push({ ...(obj as object), msg });
      return original(obj, msg);
    };
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    jest.useRealTimers();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
    fs.rmSync(config.outDir, { recursive: true, force: true });
  });

  it('runs at 02:30 in Pune and removes exactly the expired submissions and their files', async () => {
    // Nothing runs before 02:30.
    await jest.advanceTimersByTimeAsync(3 * 60 * 60 * 1000);
    expect(logs.filter((entry) => entry.msg.startsWith('retention purge'))).toEqual([]);
    const uploadsBefore = filesUnder(path.join(config.dataDir, 'uploads'));
    expect(uploadsBefore).toHaveLength(3);

    // Until 31 March 2029, 02:31 IST (21:01 UTC on the 30th): the night's run.
    await jest.advanceTimersByTimeAsync(31 * 60 * 1000);
    const runs = logs.filter((entry) => entry.msg.startsWith('retention purge'));
    expect(runs).toHaveLength(1);
    expect(runs[0].removed).toBe(3);
    expect(runs[0].submissions?.map((item) => item.reference).sort()).toEqual(named('oldAdmission', 'application', 'contactDue'));
    expect(stored().sort()).toEqual(named('newAdmission', 'contactYoung'));
    // Their files went with them; the kept admission's file stays.
    expect(filesUnder(path.join(config.dataDir, 'uploads'))).toHaveLength(1);
    expect(filesUnder(path.join(config.dataDir, 'outbox')).filter((file) => file.includes(references.contactDue))).toEqual([]);
    // The server kept serving throughout.
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('takes the rest on the next night, once their periods have ended', async () => {
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    const runs = logs.filter((entry) => entry.msg.startsWith('retention purge'));
    expect(runs).toHaveLength(2);
    expect(runs[1].submissions?.map((item) => item.reference).sort()).toEqual(named('newAdmission', 'contactYoung'));
    expect(stored()).toEqual([]);
    expect(filesUnder(path.join(config.dataDir, 'uploads'))).toEqual([]);
  });
});

describe('schedule settings', () => {
  it('stops the server at start on a schedule that is not a cron pattern, naming the setting', async () => {
    const config = testConfig({ purgeSchedule: 'every night' });
    try {
      await expect(startApp(config)).rejects.toThrow(/PURGE_SCHEDULE: not a cron pattern: "every night"/);
    } finally {
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(config.outDir, { recursive: true, force: true });
    }
  });
});
