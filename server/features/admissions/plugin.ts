import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getAdmissionDocuments } from '../../../lib/content/admission-documents';
import { getSite } from '../../../lib/content/site';
import type { ServerConfig } from '../../core/config';
import { html } from '../../core/html';
import { hasApplicationPage } from '../intake';
import { applicationJourneyRoutes } from './family-offer-routes';
import type { JourneyContext } from './family-mail';
import { applicationPageRoutes } from './family-page';
import familyRoutes from './family-routes';
import { journeyOf } from './journey';
import { sendVisitReminders } from './journey-mail';
import { currentToken, LinkVersions, linkLines, linkUrl, loadLinkSecret } from './links';
import { AdmissionJourney } from './offer-journey';
import { offerSection } from './offer-section';
import { AdmissionOffers } from './offers';
import { sendFamilyDigest } from './office-alerts';
import type { ReceiptBook } from './receipt-book';
import { journeySection, linksSection } from './staff-pages';
import { familyWords } from '../../core/family-words';
import { waitingForSchool, waitingSection } from './waiting';

/** The admissions journey as the service and its other parts use it (`app.admissions`). */
export interface AdmissionsService {
  /** What the journey's routes and mails use (family-mail.ts). */
  context: JourneyContext;
  /** The offer, reply, payment and receipt steps. */
  journey: AdmissionJourney;
  /** Mails the families whose visit is tomorrow (each booking once): the scheduled job of maintenance.ts. */
  sendVisitReminders(now: Date): { mailed: string[] };
  /** Mails the office the families' actions not mailed yet (the daily digest, when the office chose it): maintenance.ts. */
  sendFamilyDigest(now: Date): { mailed: number };
  /** Where receipts are issued and kept: the records feature gives its book at its registration. */
  useReceiptBook(book: ReceiptBook): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    admissions: AdmissionsService;
  }
}

/** The settings the journey reads: the site's address, DATA_DIR, APPLICATION_LINK_SECRET, INTAKE_RATE_LIMIT (a family's uploads and bookings), MAIL_TO (the office hears of the families' actions). */
export type AdmissionsOptions = Pick<ServerConfig, 'siteUrl' | 'dataDir' | 'applicationLinkSecret' | 'intakeRateLimit' | 'mailTo'>;

/**
 * The admissions journey of each admission: the family's own page (/application/<token>: documents, visit, offer,
 * payment, receipt) and what the inbox shows and does about it (sections on an application's page, the applications
 * waiting for the school on the front page; the staff forms are admissionsSection, in index.ts). Builds on the intake.
 */
async function admissions(app: FastifyInstance, options: AdmissionsOptions) {
  const site = getSite();
  const { intake } = app;
  const context: JourneyContext = {
    config: { siteUrl: options.siteUrl, dataDir: options.dataDir, intakeRateLimit: options.intakeRateLimit, mailTo: options.mailTo },
    db: app.db,
    forms: intake.forms,
    submissions: intake.submissions,
    inbox: intake.inbox,
    paths: intake.paths,
    outbox: app.mail.outbox,
    mailWorker: { kick: () => app.mail.kick() },
    linkSecret: loadLinkSecret(options.dataDir, options.applicationLinkSecret),
    schoolName: site.name,
    receiptOf: (submissionId) => journey.receipts.forApplication(submissionId),
  };
  const journey = new AdmissionJourney(context, site);
  const offers = new AdmissionOffers(app.db);
  app.decorate('admissions', {
    context,
    journey,
    sendVisitReminders: (now: Date) => sendVisitReminders(context, now),
    sendFamilyDigest: (now: Date) => sendFamilyDigest(context, now),
    useReceiptBook: (book: ReceiptBook) => journey.useReceiptBook(book),
  } satisfies AdmissionsService);

  // The acknowledgement of an admission carries the link to its page.
  intake.extensions.acknowledgementLines.set('admission', (submission, now) =>
    linkLines(submission.reference, linkUrl(options.siteUrl, currentToken(context, submission, now)), familyWords(submission.language)),
  );
  // The applications waiting for the school head the inbox's front page (not a filtered list, which they would muddle).
  intake.extensions.frontSections.push(({ unfiltered, page, now }) =>
    unfiltered && page === 1 ? waitingSection(waitingForSchool(app.db), getAdmissionDocuments().officeReplyDays, now) : '',
  );
  // An admission's page in the inbox: the family's documents and visit, its links, then the offer, fee and receipt.
  intake.extensions.submissionSections.push((item, session, now) =>
    hasApplicationPage(item)
      ? html`${journeySection(item, journeyOf(context, item, now), session)}${linksSection(
          item,
          { retired: new LinkVersions(app.db).lastRetired(item.id), email: intake.formFor(item.type)?.applicantEmail(item.data) },
          session,
        )}`
      : '',
  );
  intake.extensions.submissionSections.push((item, session, now) =>
    offerSection({
      item,
      offer: offers.offerFor(item.id),
      payments: offers.payments(item.id),
      receipt: journey.receipts.forApplication(item.id),
      session,
      now,
    }),
  );

  // The family's page and its forms, each in its own scope (its own body parsers and error page).
  await app.register(async (scope) => applicationPageRoutes(scope, context, context.linkSecret));
  await app.register(async (scope) => applicationJourneyRoutes(scope, context, journey));
  await app.register(familyRoutes, { context });
}

export const admissionsPlugin = fp(admissions, { name: 'admissions', dependencies: ['database', 'mail', 'intake'] });
