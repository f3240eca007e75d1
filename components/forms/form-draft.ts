import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import { LANGUAGE_FIELD } from '@/lib/forms/texts/types';
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
/** Set while a form of this kind waits on the phone to be sent (lib/forms/send-queue.ts), or its outcome is untold. */
export const keptKey = (form: SubmissionType) => `form-kept:${form}`;

/** Fields never kept in a draft. */
const NOT_KEPT = new Set([HONEYPOT_FIELD, 'consent', LANGUAGE_FIELD]);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage turned off (some private modes): the form works as before, without drafts.
    return undefined;
  }
}

/** What the family has typed and chosen in the form, as a draft keeps it. */
export function draftValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, name) => {
    if (typeof value === 'string' && !NOT_KEPT.has(name) && !(name in values)) values[name] = value;
  });
  return values;
}

/** Saves the form as it is now; a form with nothing typed in it has no draft. */
export function saveDraft(type: SubmissionType, form: HTMLFormElement, now = new Date()): void {
  const values = draftValues(form);
  const defaults = draftValues(blankCopy(form));
  const typed = Object.entries(values).some(([name, value]) => value.trim() !== '' && value !== defaults[name]);
  try {
    if (typed) storage()?.setItem(draftKey(type), JSON.stringify({ savedAt: now.toISOString(), values } satisfies FormDraft));
    else storage()?.removeItem(draftKey(type));
  } catch {
    // Storage full or refused: the form itself is unaffected.
  }
}

/** The form as the page built it (each control's default), to tell typed values from preselected ones. */
function blankCopy(form: HTMLFormElement): HTMLFormElement {
  const copy = form.cloneNode(true) as HTMLFormElement;
  copy.reset();
  return copy;
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

/**
 * Puts a draft's values back into the form's controls, and tells the page they changed (a `change` event on each, as
 * a choice by hand would: the country select's listeners set the PIN code's rules).
 */
export function restoreDraft(form: HTMLFormElement, draft: FormDraft): void {
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!control.name || NOT_KEPT.has(control.name) || !(control.name in draft.values) || control.type === 'file') continue;
    const value = draft.values[control.name];
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
      control.checked = control.value === value;
    } else {
      control.value = value;
    }
    control.dispatchEvent(new Event('change', { bubbles: true }));
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

/** "27 Nov 2026, 3:45 pm": when a draft was saved, in the family's own time. */
export function draftDate(savedAt: string, locale = 'en-IN'): string {
  return new Date(savedAt).toLocaleString(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
