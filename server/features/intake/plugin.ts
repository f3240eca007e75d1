import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getSite } from '../../../lib/content/site';
import { dataPaths } from '../../core/database';
import type { SafeHtml } from '../../core/html';
import { sweepUploads } from '../../core/uploads';
import type { StaffSession } from '../../sign-in/sessions';
import { intakeForms, type IntakeForm } from './forms';
import { Inbox } from './inbox';
import { composeMail } from './submission-mails';
import { SubmissionsRepository, type Submission } from './submissions-repository';

/**
 * Where other features hook into the intake and its inbox, at their registration (each feature's plugin.ts): the intake
 * itself imports none of them.
 */
export interface IntakeExtensions {
  /** Run in the transaction that stores a submission of the type, once its row exists (a data request asks its addresses on file). */
  onStored: Map<string, (submission: Submission, now: Date) => void>;
  /** More lines for the acknowledgement of a submission of the type (an admission's: the link to its page). */
  acknowledgementLines: Map<string, (submission: Submission, now: Date) => string[]>;
  /** Sections above the inbox's list, in order (the applications waiting for the school, the certificates). */
  frontSections: ((view: { unfiltered: boolean; page: number; now: Date }) => SafeHtml | '')[];
  /** Sections of one submission's page after its summary, in order (a data request's proof, an admission's journey). */
  submissionSections: ((item: Submission, session: StaffSession, now: Date) => SafeHtml | '' | undefined)[];
  /** Words beside a status in the inbox's list (a data request's reply deadline). */
  statusNotes: ((item: Submission, now: Date) => SafeHtml | '')[];
  /** Whom the status mails of the type go to, when not the address in the form (a data request: its proven addresses on file). */
  recipients: Map<string, (item: Submission) => string[]>;
}

/** The form intake as other features use it (`app.intake`). */
export interface IntakeService {
  submissions: SubmissionsRepository;
  forms: IntakeForm[];
  formFor(type: string): IntakeForm | undefined;
  /** DATA_DIR's folders (uploads, incoming). */
  paths: ReturnType<typeof dataPaths>;
  /** The office's view of the submissions: lists, counts, statuses, notes. */
  inbox: Inbox;
  extensions: IntakeExtensions;
  /** Whom a status mail about the submission goes to: its type's recipients, else the address in the form. */
  recipientsOf(item: Submission): string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    intake: IntakeService;
  }
}

export interface IntakeOptions {
  siteUrl: string;
  dataDir: string;
  mailFrom: string;
  mailTo: string;
}

/**
 * The form intake's data: the submissions, the six forms, the inbox's queries, the mails written about a submission when
 * they are sent (office notification, acknowledgement), and the extension points. Tidies the uploads an earlier stop
 * left unfinished. Its routes: api.ts (/api) and inbox-routes.ts (/staff).
 */
async function intake(app: FastifyInstance, options: IntakeOptions) {
  const site = getSite();
  const paths = dataPaths(options.dataDir);
  const submissions = new SubmissionsRepository(app.db);
  const removed = sweepUploads(paths.incoming, paths.uploads, options.dataDir, submissions.filePaths());
  if (removed > 0) app.log.warn({ removed }, 'removed unfinished uploads left by an earlier stop');
  const forms = intakeForms({ academicYears: site.academicYears, classOptions: site.classOptions });
  const formFor = (type: string) => forms.find((form) => form.type === type);
  const extensions: IntakeExtensions = {
    onStored: new Map(),
    acknowledgementLines: new Map(),
    frontSections: [],
    submissionSections: [],
    statusNotes: [],
    recipients: new Map(),
  };
  const mailSettings = { ...options, schoolName: site.name };
  app.mail.useSubmissionMails({
    prepare: (message) => {
      const submission = message.submissionId === null ? undefined : submissions.byId(message.submissionId);
      if (!submission) return undefined;
      const form = formFor(submission.type);
      const lines = extensions.acknowledgementLines.get(submission.type);
      return {
        reference: submission.reference,
        mail: message.subject === null && form ? composeMail(message, submission, form, { ...mailSettings, acknowledgementLines: lines }) : undefined,
      };
    },
  });
  app.decorate('intake', {
    submissions,
    forms,
    formFor,
    paths,
    inbox: new Inbox(app.db),
    extensions,
    recipientsOf: (item: Submission) => {
      const own = extensions.recipients.get(item.type);
      if (own) return own(item);
      const email = formFor(item.type)?.applicantEmail(item.data);
      return email ? [email] : [];
    },
  } satisfies IntakeService);
}

export const intakePlugin = fp(intake, { name: 'intake', dependencies: ['database', 'mail'] });
