import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getSite } from '../../../lib/content/site';
import { DataRequestProofs } from './proofs';
import { dataRequestSection, deadlineText } from './staff';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a request about personal data is about: its confirmation links and the office's checks in person (proofs.ts). */
    dataRequestProofs: DataRequestProofs;
  }
}

/**
 * Requests about personal data (the privacy notice's form, one of the intake's): proof of who asks, the reply deadline,
 * the erasure. Hooks into the intake: a stored request asks its addresses on file to confirm it, its status mails go
 * only to the proven addresses, and its page in the inbox shows its deadline and proof.
 */
async function dataRights(app: FastifyInstance, options: { siteUrl: string }) {
  const site = getSite();
  const { intake } = app;
  const proofs = new DataRequestProofs({
    db: app.db,
    submissions: intake.submissions,
    outbox: app.mail.outbox,
    forms: intake.forms,
    config: { siteUrl: options.siteUrl },
    schoolName: site.name,
  });
  app.decorate('dataRequestProofs', proofs);
  intake.extensions.onStored.set('data-request', (request, now) => proofs.ask(request, now));
  intake.extensions.recipients.set('data-request', (request) => proofs.answerAddresses(request));
  intake.extensions.statusNotes.push((item, now) => deadlineText(item, site.dataProtection.replyDays, now));
  intake.extensions.submissionSections.push((item, session, now) =>
    item.type === 'data-request'
      ? dataRequestSection(item, site.dataProtection.replyDays, now, session, {
          proofs: proofs.proofs(item),
          candidates: proofs.candidates(item),
          covered: proofs.covered(item),
        })
      : '',
  );
}

export const dataRightsPlugin = fp(dataRights, { name: 'data-rights', dependencies: ['database', 'mail', 'intake'] });
