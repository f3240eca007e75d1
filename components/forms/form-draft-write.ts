import { HONEYPOT_FIELD } from '@/lib/forms/rules';
import { LANGUAGE_FIELD } from '@/lib/forms/texts/types';
import type { SubmissionType } from '@/lib/forms/types';
import { draftKey, storage, type FormDraft } from './form-draft';

/*
 * Writing and restoring drafts (./form-draft.ts reads them): loaded with what a send needs (./intake-sending.ts), at
 * the first thing typed, so the form's first tap does not download it.
 */

/** Fields never kept in a draft (the form's language is the page's, not the family's to restore). */
const NOT_KEPT = new Set([HONEYPOT_FIELD, 'consent', LANGUAGE_FIELD]);

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
