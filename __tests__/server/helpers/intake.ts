import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '@/server/app';
import { loadConfig, type ServerConfig } from '@/server/core/config';
import { OFFICE_EMAIL } from './staff';

/** A temp folder with a minimal built site, so the app boots without `next build`. */
export function makeOutDir(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'intake-out-'));
  fs.writeFileSync(path.join(outDir, 'index.html'), '<!DOCTYPE html><html><head><title>Home</title></head><body>Home</body></html>');
  fs.writeFileSync(path.join(outDir, '404.html'), '<!DOCTYPE html><html><head><title>Not found</title></head><body>Not found</body></html>');
  return outDir;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const outDir = overrides.outDir ?? makeOutDir();
  return {
    ...loadConfig({}),
    outDir,
    dataDir: overrides.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'intake-data-')),
    intakeRateLimit: 0,
    mailPollMs: 50,
    mailRetryBaseMs: 100,
    siteUrl: 'https://www.sunrisevalleyschool.edu.in',
    mailTo: OFFICE_EMAIL,
    ...overrides,
  };
}

export async function startApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return app;
}

export const validAdmission: Record<string, string> = {
  academicYear: '2027-2028',
  studentClass: 'Class 3',
  firstName: 'Aarav',
  lastName: 'Kulkarni',
  fatherName: 'Sanjay Kulkarni',
  gender: 'Male',
  motherName: 'Neha Kulkarni',
  whatsappNumber: '+91 98220 19940',
  email: 'neha.kulkarni@example.com',
  phoneNumber: '020-2695-1994',
  address: 'Flat 302, Lotus Heights',
  street: 'Handewadi Road',
  area: 'Undri',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'IN',
  pinCode: '411060',
  transactionNumber: 'UTR202711040012',
  consent: 'yes',
};

/** validAdmission as stored: phone numbers in E.164, no consent field (its time is kept instead). */
export const storedAdmission: Record<string, string> = (({ consent: _consent, ...fields }) => ({
  ...fields,
  whatsappNumber: '+919822019940',
  phoneNumber: '+912026951994',
}))(validAdmission);

/** A family abroad (issue 22): a UK phone, a UAE WhatsApp number and a London postcode. */
export const abroadAdmission: Record<string, string> = {
  ...validAdmission,
  phoneNumber: '+44 7700 900123',
  whatsappNumber: '+971 50 123 4567',
  address: 'Flat 4, 10 Downing Court',
  street: 'Whitehall',
  area: 'Westminster',
  city: 'London',
  state: 'England',
  country: 'GB',
  pinCode: 'SW1A 1AA',
};

export const validCareer: Record<string, string> = {
  name: 'Priya Deshmukh',
  email: 'priya.deshmukh@example.com',
  phone: '9822012345',
  message: 'I would like to apply for the post of TGT Mathematics. I have taught Classes 6 to 10 for six years.',
};

export const validContact: Record<string, string> = {
  firstName: 'Rohan',
  lastName: 'Joshi',
  email: 'rohan.joshi@example.com',
  phone: '09822098220',
};

export const validEnquiry: Record<string, string> = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.com',
  phone: '',
  message: 'Is there a school bus from Kondhwa Budruk to the school?',
};

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; data: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

export function urlencoded(fields: Record<string, string>) {
  return { payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** Every file under a folder, recursively (relative paths). */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  messageId: string;
  subject: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it accepts. */
export async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; mails: ReceivedMail[]; close: () => Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const header = (name: string) =>
          raw
            .match(new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]
            .replace(/\r?\n[ \t]+/g, ' ')
            .trim() ?? '';
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: header('Message-ID'),
          subject: header('Subject'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, port: actualPort, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export async function waitFor(check: () => boolean, timeoutMs = 15000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Closes an app started with startApp (and its SMTP server) and removes its temp folders. */
export async function stopApp(app: FastifyInstance, config: ServerConfig, smtp?: { close: () => Promise<void> }): Promise<void> {
  await app.close();
  await smtp?.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  fs.rmSync(config.outDir, { recursive: true, force: true });
}
