import type { z } from 'zod/mini';
import { admissionSchema, type AdmissionOptions } from '../../../lib/forms/admission';
import { careerSchema } from '../../../lib/forms/career';
import { contactSchema } from '../../../lib/forms/contact';
import { dataRequestSchema } from '../../../lib/forms/data-request';
import { enquirySchema } from '../../../lib/forms/enquiry';
import type { FormTexts } from '../../../lib/forms/texts';
import { FORMS, SUBMISSION_TYPES, type FormFacts, type SubmissionType } from '../../../lib/forms/types';

export { SUBMISSION_TYPES, type SubmissionType };

/** One intake endpoint: the form's facts (lib/forms/types.ts), what it accepts, and whom it answers. */
export interface IntakeForm extends FormFacts {
  type: SubmissionType;
  schema: z.ZodMiniType;
  /** The reply text the form shows on success, in the form's words. */
  successMessage: (values: Record<string, string>, texts: FormTexts) => string;
  /** Who the acknowledgement goes to, if anyone. */
  applicantEmail: (values: Record<string, string>) => string | undefined;
  applicantName: (values: Record<string, string>) => string;
}

const email = (values: Record<string, string>) => values.email || undefined;

/** What a requester reads after sending a request about personal data, with or without JavaScript. */
export const DATA_REQUEST_CONFIRMATION =
  "To keep your family's data safe, we act on it only once it is confirmed: we have e-mailed a link to confirm it to the e-mail address in the forms it is about (which may differ from the one you typed). If you no longer use that address, please come to the school office with proof of your identity.";
const fullName = (values: Record<string, string>) => `${values.firstName} ${values.lastName}`.trim();

type IntakeRules = Omit<IntakeForm, 'type' | keyof FormFacts>;

/** The six forms. Academic years and classes are the site file's, read by the caller, as the forms read them. */
export function intakeForms(options: AdmissionOptions): IntakeForm[] {
  const admission = admissionSchema(options);
  const rules: Record<SubmissionType, IntakeRules> = {
    admission: { schema: admission, successMessage: (_values, texts) => texts.messages.success, applicantEmail: email, applicantName: fullName },
    payment: { schema: admission, successMessage: (_values, texts) => texts.messages.success, applicantEmail: email, applicantName: fullName },
    career: { schema: careerSchema, successMessage: (_values, texts) => texts.messages.success, applicantEmail: email, applicantName: (values) => values.name },
    contact: {
      schema: contactSchema,
      successMessage: (values) => `Thank you, ${values.firstName}. We have received your details and will get back to you within two working days.`,
      applicantEmail: email,
      applicantName: fullName,
    },
    enquiry: {
      schema: enquirySchema,
      successMessage: () => 'Thank you for your message. We will reply within two working days.',
      applicantEmail: email,
      applicantName: (values) => values.name || 'Website visitor',
    },
    'data-request': {
      schema: dataRequestSchema,
      // The same words whatever the request matched: nobody learns from them which addresses or numbers the school holds.
      successMessage: (values) => `Thank you, ${values.name}. Your request has reached the school. ${DATA_REQUEST_CONFIRMATION}`,
      // Never mailed at the address typed in the request: only at the addresses on file (intake/data-request-proofs.ts).
      applicantEmail: () => undefined,
      applicantName: (values) => values.name,
    },
  };
  return SUBMISSION_TYPES.map((type) => ({ type, ...FORMS[type], ...rules[type] }));
}

/** Only admissions have a family page (the stages are an admission's: features/admissions). */
export const hasApplicationPage = (item: { type: string }) => item.type === 'admission';
