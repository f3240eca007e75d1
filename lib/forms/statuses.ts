/**
 * The statuses the office gives applications, in workflow order. Keys are stored in the database; labels are
 * what staff and parents read. Only admissions and payments have a status workflow.
 */
export const ADMISSION_STATUSES = {
  received: 'Received',
  under_review: 'Under review',
  documents_needed: 'Documents needed',
  offered: 'Offered',
  waitlisted: 'Waitlisted',
  accepted: 'Offer accepted',
  offer_declined: 'Offer declined by the family',
  fee_paid: 'Fee paid',
  admitted: 'Admitted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const;

export const PAYMENT_STATUSES = {
  received: 'Received',
  verified: 'Verified',
  not_matched: 'Not matched',
} as const;

/** A request under the DPDP Act: answered within the reply days of content/site.yml (DPDP Rules, 2025, rule 14(3)). */
export const DATA_REQUEST_STATUSES = {
  received: 'Received',
  in_progress: 'In progress',
  completed: 'Completed',
  refused: 'Refused, with reasons',
} as const;

/** Statuses after which a request is answered: its reply deadline no longer runs. */
export const ANSWERED_STATUSES: readonly string[] = ['completed', 'refused'];

export type AdmissionStatus = keyof typeof ADMISSION_STATUSES;

/**
 * Statuses set only by the offer, the family's reply and the fee confirmation (server/features/admissions/offers.ts), each
 * with its facts (reply-by date, waiting-list place, amount, receipt): the plain status form does not offer them.
 */
export const OFFER_FLOW_STATUSES: readonly string[] = ['offered', 'waitlisted', 'accepted', 'offer_declined', 'fee_paid'];
export type PaymentStatus = keyof typeof PAYMENT_STATUSES;

/** The types parents can track and staff can move along, with their statuses. */
export const STATUS_WORKFLOWS: Record<string, Record<string, string>> = {
  admission: ADMISSION_STATUSES,
  payment: PAYMENT_STATUSES,
  'data-request': DATA_REQUEST_STATUSES,
};

export const INITIAL_STATUS = 'received';

export function hasWorkflow(type: string): boolean {
  return type in STATUS_WORKFLOWS;
}

export function statusesFor(type: string): Record<string, string> | undefined {
  return STATUS_WORKFLOWS[type];
}

/** The label of a status of a type, e.g. 'Documents needed'; undefined when the type has no such status. */
export function statusLabel(type: string, status: string): string | undefined {
  const statuses = STATUS_WORKFLOWS[type];
  return statuses && Object.hasOwn(statuses, status) ? statuses[status] : undefined;
}

/** Every status key of every workflow, without repeats, for the inbox filter. */
export function allStatuses(): { key: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const statuses of Object.values(STATUS_WORKFLOWS)) for (const [key, label] of Object.entries(statuses)) if (!seen.has(key)) seen.set(key, label);
  return [...seen].map(([key, label]) => ({ key, label }));
}

/** The stages of an admission as the family's page shows them, in order (names in content/status-messages.yml). */
export const APPLICATION_STAGES = ['submitted', 'review', 'documents', 'visit', 'decision', 'reply', 'fee', 'admitted'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/**
 * Where each admission status stands on that line: the stage it has reached, whether the family is waiting for
 * the school or the application has ended there, and the decision's own words where it is one.
 */
export const STAGE_OF_STATUS: Record<AdmissionStatus, { stage: ApplicationStage; ended?: boolean; done?: boolean; outcome?: string }> = {
  received: { stage: 'submitted' },
  under_review: { stage: 'review' },
  documents_needed: { stage: 'documents' },
  offered: { stage: 'decision', outcome: 'Offered a seat' },
  waitlisted: { stage: 'decision', outcome: 'On the waiting list' },
  declined: { stage: 'decision', ended: true, outcome: 'Not offered a seat' },
  // After the family's reply the fee is the next thing; once it is paid, the school admits the child.
  accepted: { stage: 'fee' },
  offer_declined: { stage: 'reply', ended: true, outcome: 'You declined the offer' },
  fee_paid: { stage: 'fee', done: true, outcome: 'Paid' },
  admitted: { stage: 'admitted' },
  withdrawn: { stage: 'submitted', ended: true, outcome: 'Withdrawn' },
};
