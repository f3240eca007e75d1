import type { PagePath } from '../site-map';
import { FORM_POSTS } from './form-posts';
import { resumeUpload, screenshotUpload, type UploadRule } from './uploads';

/** The facts of one form that the page, its component and the server all need. */
export interface FormFacts {
  /** Where it posts, under /api (or NEXT_PUBLIC_API_BASE). */
  endpoint: string;
  /** The start of its reference numbers: ADM-20261121-7KQ2XD. */
  prefix: string;
  /** What staff and applicants call it in mails. */
  title: string;
  /** The site page that holds the form (the result page links back to it). */
  page: PagePath;
  /** Its file field, if it takes a file. */
  upload?: { field: string; rule: UploadRule };
  /** Whether the sender must tick the consent box (the forms that collect a child's data). */
  consent: boolean;
}

/**
 * The one table of the site's forms. The server's intake (server/features/intake/forms.ts) adds each form's schema and
 * mail rules to these facts; the form components post to `endpoint` and name their file field `upload.field`.
 */
export const FORMS = {
  admission: {
    endpoint: FORM_POSTS.admission.endpoint,
    prefix: 'ADM',
    title: 'Online admission form',
    page: '/onlineadmission',
    upload: { field: FORM_POSTS.admission.fileField, rule: screenshotUpload },
    consent: true,
  },
  payment: {
    endpoint: FORM_POSTS.payment.endpoint,
    prefix: 'PAY',
    title: 'Payment confirmation',
    page: '/bankers',
    upload: { field: FORM_POSTS.payment.fileField, rule: screenshotUpload },
    consent: true,
  },
  career: {
    endpoint: FORM_POSTS.career.endpoint,
    prefix: 'JOB',
    title: 'Job application',
    page: '/career',
    upload: { field: FORM_POSTS.career.fileField, rule: resumeUpload },
    consent: false,
  },
  contact: { endpoint: FORM_POSTS.contact.endpoint, prefix: 'CON', title: 'Contact request', page: '/contact', consent: false },
  enquiry: { endpoint: FORM_POSTS.enquiry.endpoint, prefix: 'ENQ', title: 'Enquiry', page: '/', consent: false },
  'data-request': { endpoint: FORM_POSTS['data-request'].endpoint, prefix: 'DPR', title: 'Personal data request', page: '/privacy', consent: false },
} as const satisfies Record<string, FormFacts>;

/** The kinds of submission the forms send; the server stores them under these names and retention is set per kind. */
export type SubmissionType = keyof typeof FORMS;
export const SUBMISSION_TYPES = Object.keys(FORMS) as [SubmissionType, ...SubmissionType[]];
