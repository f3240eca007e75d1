/** The kinds of submission the forms send; the server stores them under these names and retention is set per kind. */
export const SUBMISSION_TYPES = ['admission', 'payment', 'career', 'contact', 'enquiry', 'data-request'] as const;

export type SubmissionType = (typeof SUBMISSION_TYPES)[number];
