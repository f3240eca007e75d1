import type { z } from 'zod/mini';
import { admissionSchema, admissionUpload, type AdmissionOptions } from '../../lib/forms/admission';
import { careerSchema, careerUpload } from '../../lib/forms/career';
import { contactSchema } from '../../lib/forms/contact';
import { dataRequestSchema } from '../../lib/forms/data-request';
import { enquirySchema } from '../../lib/forms/enquiry';
import { SUCCESS_MESSAGE } from '../../lib/forms/messages';
import { SUBMISSION_TYPES, type SubmissionType } from '../../lib/forms/types';
import type { UploadRule } from '../../lib/forms/uploads';

export { SUBMISSION_TYPES, type SubmissionType };

/** One intake endpoint: what it accepts, how its submissions are named, and where its form lives. */
export interface IntakeForm {
  type: SubmissionType;
  /** Path under /api. */
  endpoint: string;
  /** Reference prefix, e.g. ADM-20261121-7KQ2XD. */
  prefix: string;
  /** What staff and applicants call it in mails. */
  title: string;
  /** The site page that holds the form (the result page links back to it). */
  page: string;
  schema: z.ZodMiniType;
  upload?: { field: string; rule: UploadRule };
  consent: boolean;
  /** The reply text the form shows on success. */
  successMessage: (values: Record<string, string>) => string;
  /** Who the acknowledgement goes to, if anyone. */
  applicantEmail: (values: Record<string, string>) => string | undefined;
  applicantName: (values: Record<string, string>) => string;
}

const email = (values: Record<string, string>) => values.email || undefined;
const fullName = (values: Record<string, string>) => `${values.firstName} ${values.lastName}`.trim();

/** The six forms. Academic years and classes are the site file's, read by the caller, as the forms read them. */
export function intakeForms(options: AdmissionOptions): IntakeForm[] {
  const admission = admissionSchema(options);
  return [
    {
      type: 'admission',
      endpoint: '/admissions',
      prefix: 'ADM',
      title: 'Online admission form',
      page: '/onlineadmission',
      schema: admission,
      upload: admissionUpload,
      consent: true,
      successMessage: () => SUCCESS_MESSAGE,
      applicantEmail: email,
      applicantName: fullName,
    },
    {
      type: 'payment',
      endpoint: '/payments',
      prefix: 'PAY',
      title: 'Payment confirmation',
      page: '/bankers',
      schema: admission,
      upload: admissionUpload,
      consent: true,
      successMessage: () => SUCCESS_MESSAGE,
      applicantEmail: email,
      applicantName: fullName,
    },
    {
      type: 'career',
      endpoint: '/careers',
      prefix: 'JOB',
      title: 'Job application',
      page: '/career',
      schema: careerSchema,
      upload: careerUpload,
      consent: false,
      successMessage: () => SUCCESS_MESSAGE,
      applicantEmail: email,
      applicantName: (values) => values.name,
    },
    {
      type: 'contact',
      endpoint: '/contact',
      prefix: 'CON',
      title: 'Contact request',
      page: '/contact',
      schema: contactSchema,
      consent: false,
      successMessage: (values) => `Thank you, ${values.firstName}. We have received your details and will get back to you within two working days.`,
      applicantEmail: email,
      applicantName: fullName,
    },
    {
      type: 'enquiry',
      endpoint: '/enquiries',
      prefix: 'ENQ',
      title: 'Enquiry',
      page: '/',
      schema: enquirySchema,
      consent: false,
      successMessage: () => 'Thank you for your message. We will reply within two working days.',
      applicantEmail: email,
      applicantName: (values) => values.name || 'Website visitor',
    },
    {
      type: 'data-request',
      endpoint: '/data-requests',
      prefix: 'DPR',
      title: 'Personal data request',
      page: '/privacy',
      schema: dataRequestSchema,
      consent: false,
      successMessage: (values) => `Thank you, ${values.name}. We have received your request and will answer it by e-mail within the time the privacy notice gives.`,
      applicantEmail: email,
      applicantName: (values) => values.name,
    },
  ];
}
