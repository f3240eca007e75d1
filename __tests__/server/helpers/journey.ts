import type { FastifyInstance } from 'fastify';
import { loadLinkSecret, signLink } from '@/server/features/admissions/links';
import type { ServerConfig } from '@/server/core/config';
import { multipart, validAdmission } from './intake';
import { samplePng } from './samples';
import { form, type StaffClient } from './staff';

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * A family's admission journey driven as the browser and the office would (issue 22 and 33): apply, be offered a
 * seat, accept it, enter the UTR. Each application comes from its own address, so the intake's rate limit is not met.
 */
export function journeyDriver(app: () => FastifyInstance, config: () => ServerConfig, office: () => StaffClient) {
  let applicants = 0;
  let png: Buffer | undefined;
  const secret = () => loadLinkSecret(config().dataDir, undefined);

  async function apply(fields: Record<string, string> = {}): Promise<string> {
    applicants += 1;
    png ??= await samplePng();
    const response = await app().inject({
      method: 'POST',
      url: '/api/admissions',
      remoteAddress: `10.30.${Math.floor(applicants / 200)}.${applicants % 200}`,
      ...(await multipart(
        { ...validAdmission, email: `family${applicants}@example.com`, ...fields },
        { field: 'screenshot', name: 'p.png', type: 'image/png', data: png },
      )),
    });
    if (response.statusCode !== 201) throw new Error(`apply: ${response.statusCode} ${response.body}`);
    return response.json().reference as string;
  }

  /** Posts a family form as the page's browser would: the page's own check, same-origin. */
  async function familyPost(reference: string, action: 'offer' | 'payment', fields: Record<string, string>, given?: string) {
    const token = signLink(secret(), reference, new Date());
    const current = await app().inject({ url: `/application/${token}` });
    const check =
      given ?? current.body.match(new RegExp(`action="/application/[^"]+/${action}"><input type="hidden" name="check" value="([\\w-]+)"`))?.[1] ?? '';
    const { payload, headers } = form({ check, ...fields });
    return app().inject({ method: 'POST', url: `/application/${token}/${action}`, payload, headers: { ...headers, 'sec-fetch-site': 'same-origin' } });
  }

  /** Offered, accepted, its UTR entered: an application waiting for the office's confirmation. */
  async function readyToConfirm(utr: string, fields: Record<string, string> = {}): Promise<string> {
    const reference = await apply(fields);
    const steps = [
      await office().post(`/staff/submissions/${reference}/decision`, { decision: 'offered', replyBy: inDays(7) }),
      await familyPost(reference, 'offer', { answer: 'accept' }),
      await familyPost(reference, 'payment', { utr }),
    ];
    if (steps.some((step) => step.statusCode !== 303)) throw new Error(`journey: ${steps.map((step) => step.statusCode).join(', ')}`);
    return reference;
  }

  const pageUrl = (reference: string) => `/application/${signLink(secret(), reference, new Date())}`;

  return { apply, familyPost, readyToConfirm, pageUrl };
}
