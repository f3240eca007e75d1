import type { SubmissionType } from '@/lib/forms/types';

/**
 * A form's draft, kept on the phone (localStorage) as the family types, so a dropped connection, a reload or a closed
 * tab loses nothing: the form offers it back on return, and it is deleted once the school has the form. Files are not
 * kept (a browser cannot keep a chosen file), nor the consent box (given each time), nor the honeypot, nor the language
 * (the page's own: a draft begun in English is offered on the Marathi page too).
 */
export interface FormDraft {
  /** When it was last saved (ISO). */
  savedAt: string;
  /** Each field's value; a group of radios or a checkbox under its name, when one is chosen. */
  values: Record<string, string>;
}

/** The localStorage key of a form's draft. The islands' boot script reads it too (the form then wakes at load). */
export const draftKey = (form: SubmissionType) => `form-draft:${form}`;
const KEPT_PREFIX = 'form-kept:';
/** Set while a form of this kind waits on the phone to be sent (lib/forms/send-queue.ts), or its outcome is untold. */
export const keptKey = (form: SubmissionType) => `${KEPT_PREFIX}${form}`;

export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage turned off (some private modes): the form works as before, without drafts.
    return undefined;
  }
}

export function readDraft(type: SubmissionType): FormDraft | undefined {
  try {
    const text = storage()?.getItem(draftKey(type));
    if (!text) return undefined;
    const draft = JSON.parse(text) as FormDraft;
    return typeof draft.savedAt === 'string' && draft.values && typeof draft.values === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function deleteDraft(type: SubmissionType): void {
  try {
    storage()?.removeItem(draftKey(type));
  } catch {
    // Nothing to delete where storage is refused.
  }
}

/** Marks (or unmarks) that a form of this kind waits on the phone, or has an outcome the family has not seen. */
export function markKept(type: SubmissionType, kept: boolean): void {
  try {
    if (kept) storage()?.setItem(keptKey(type), '1');
    else storage()?.removeItem(keptKey(type));
  } catch {
    // Without storage the form still wakes when the family uses it, and then tells what happened.
  }
}

/** Whether any form waits on this phone, or has an outcome not yet shown: only then is the queue's code fetched. */
export function anyKept(): boolean {
  try {
    const kept = storage();
    if (!kept) return false;
    for (let index = 0; index < kept.length; index += 1) if (kept.key(index)?.startsWith(KEPT_PREFIX)) return true;
    return false;
  } catch {
    return false;
  }
}
