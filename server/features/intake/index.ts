/**
 * The form intake: the six forms under /api (stored with their file and mails), the parents' status look-up, and the
 * office's inbox under /staff (lists, a submission's page, statuses, notes, files, the CSV export). The base of the
 * features: the admissions journey and data rights work on its submissions and fill its extension points (plugin.ts).
 * What other features and the composition may use is exported here; the rest of the folder is its own.
 */
import type { StaffMenuEntry } from '../../staff-shell/layout';
import type { StaffApp } from '../../sign-in/page';
import { inboxRoutes } from './inbox-routes';

export { intakePlugin, type IntakeExtensions, type IntakeOptions, type IntakeService } from './plugin';
export { default as publicApi, type ApiOptions, type ApiRoutes } from './api';
export { SUBMISSION_TYPES, hasApplicationPage, type IntakeForm, type SubmissionType } from './forms';
export { SubmissionsRepository, fromRow, type StoredFile, type Submission, type SubmissionRow } from './submissions-repository';
export { REFERENCE } from './store';
export { purgeExpired, removeStoredFiles } from './retention';
export { composeStatusMail, mailStatus, statusMeaning } from './status-mail';
export { statusBadge, submissionName } from './inbox-pages';
export { FILE_ID, sendStoredFile } from './stored-file';
export type { Inbox } from './inbox';

/** The inbox's entry in the staff menu. */
export const intakeMenu: StaffMenuEntry[] = [{ key: 'inbox', href: '/staff', label: 'Inbox', route: '/staff' }];

/** The inbox's pages and forms in the staff area. */
export const inboxSection =
  (options: { siteUrl: string; dataDir: string }) =>
  (app: StaffApp): void =>
    inboxRoutes(app, options);
