import { escapeHtml } from '../../lib/escape-html';
import { labelFor } from '../../lib/forms/labels';
import { HONEYPOT_FIELD } from '../../lib/forms/rules';
import { formTexts } from '../../lib/forms/texts';
import { LANGUAGE_FIELD, type FormLanguage, type FormTexts } from '../../lib/forms/texts/types';
import type { UploadRule } from '../../lib/forms/uploads';
import { FAMILY_WORDS, type FamilyWords } from './family-words';

/** A refused form, to correct and send again from the result page itself (without JavaScript: issue 37). */
export interface Correction {
  /** Where the form posts (the address that refused it). */
  action: string;
  /** Everything the sender typed, as it arrived. */
  values: Record<string, string>;
  /** The form's file field: a refused form's file is not kept, so it is chosen again here. */
  upload?: { field: string; rule: UploadRule };
}

export interface ResultPage {
  ok: boolean;
  heading: string;
  message: string;
  reference?: string;
  fields?: Record<string, string>;
  /** A failure on the server's side: the visitor need not correct anything, only send again later. */
  ourFault?: boolean;
  /** Fields to correct on this page, the rest of what was typed kept with them. */
  correction?: Correction;
  /** Where "Back" leads: the page that holds the form. */
  backUrl: string;
  homeUrl: string;
  schoolName: string;
  /** The language of the page that sent the form (its hidden lang field): the whole page is in it. English unless told. */
  language?: FormLanguage;
}

/** The words of a result page: the forms' (labels, hints, messages) and the school's to the family (family-words.ts). */
interface PageWords {
  texts: FormTexts;
  said: FamilyWords;
}

/** A field's label in the page's language, escaped. */
const labelIn = (field: string, words: PageWords) => escapeHtml(labelFor(field, words.texts));

/** The CSP of the result page: its own inline styles, and its correction form posting back to the same service. */
export const RESULT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * A self-contained answer page for a native form post: no script, no file from the static export, so it
 * passes a strict CSP. `body` is markup the caller has escaped.
 */
export function answerPage(options: { ok: boolean; title: string; schoolName: string; body: string; lang?: string }): string {
  return `<!DOCTYPE html>
<html lang="${options.lang ?? 'en-IN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(options.title)} | ${escapeHtml(options.schoolName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#f5f7fa;line-height:1.5}
main{max-width:40rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;border-top:6px solid ${options.ok ? '#1d7a46' : '#b3261e'}}
h1{margin-top:0;font-size:1.6rem}.ref{font-size:1.15rem}a{color:#0f3b66;font-weight:600}a:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
ul.errors a{display:inline-block;padding:.35rem 0;color:#a3141f}label{display:block;font-weight:600;margin:1rem 0 .25rem}
input,textarea{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem;border:1px solid #6b7785;border-radius:4px;font:inherit}
input[type=checkbox]{width:24px;min-height:24px}input[aria-invalid=true],textarea[aria-invalid=true]{border:2px solid #a3141f}
input:focus-visible,textarea:focus-visible,button:focus-visible{outline:3px solid #f2a900;outline-offset:2px}.message{margin:.25rem 0 0;color:#a3141f;font-weight:600}
.hint{margin:.25rem 0 0;color:#4a5663}dl.kept{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem}dl.kept dt{font-weight:600}dl.kept dd{margin:0;overflow-wrap:anywhere}
button{min-height:48px;margin-top:1.25rem;padding:.6rem 1.4rem;border:0;border-radius:6px;background:#0f3b66;color:#fff;font:inherit;font-weight:600;cursor:pointer}
</style></head>
<body><main><p>${escapeHtml(options.schoolName)}</p>${options.body}</main></body></html>`;
}

/** The id of a field of the correction form, which the error list links to. */
const fieldId = (field: string) => `field-${field.replace(/[^A-Za-z0-9_-]/g, '')}`;

/** The keyboard and autofill a phone offers for a field, by its name (the forms' own fields name them the same). */
function inputKind(field: string): string {
  if (/email/i.test(field)) return 'type="email" autocomplete="email"';
  if (/phone|whatsapp/i.test(field)) return 'type="tel" autocomplete="tel"';
  if (field === 'pinCode') return 'type="text" autocomplete="postal-code"';
  return 'type="text"';
}

/** One field to correct: its label, what was typed, and the server's message about it. */
function fieldToCorrect(field: string, message: string, value: string | undefined, upload: Correction['upload'], words: PageWords): string {
  const label = labelIn(field, words);
  const id = fieldId(field);
  const described = `aria-invalid="true" aria-describedby="${id}-message${upload?.field === field ? ` ${id}-hint` : ''}"`;
  const messageLine = `<p class="message" id="${id}-message">${escapeHtml(message)}</p>`;
  if (upload?.field === field)
    return `<label for="${id}">${label}</label><input type="file" id="${id}" name="${escapeHtml(field)}" accept="${escapeHtml(upload.rule.accept)}" required ${described}>${messageLine}<p class="hint" id="${id}-hint">${escapeHtml(hintOf(upload.rule, words.texts))}</p>`;
  if (field === 'consent')
    return `<label><input type="checkbox" id="${id}" name="consent" value="yes" required ${described}> ${label}: ${escapeHtml(words.said.result.agree)}</label>${messageLine}`;
  const typed = value ?? '';
  const control =
    typed.length > 80 || typed.includes('\n')
      ? `<textarea id="${id}" name="${escapeHtml(field)}" rows="4" ${described}>${escapeHtml(typed)}</textarea>`
      : `<input ${inputKind(field)} id="${id}" name="${escapeHtml(field)}" value="${escapeHtml(typed)}" ${described}>`;
  return `<label for="${id}">${label}</label>${control}${messageLine}`;
}

/** A file field's hint in the form's language, where the form speaks more than English (the admission's screenshot). */
function hintOf(rule: UploadRule, texts: FormTexts): string {
  return rule.hintKey ? texts.hints[rule.hintKey] : rule.hint;
}

/**
 * The refused form again, on the result page: the fields to correct first (each with what was typed and its
 * message), then the rest of the answers, shown and sent again as they were; the file, which no page can keep, is
 * chosen again. Posts where the form posted, so the family fixes it here without going back.
 */
function correctionForm(correction: Correction, fields: Record<string, string>, words: PageWords): string {
  const said = words.said.result;
  const label = (field: string) => labelIn(field, words);
  const { action, values, upload } = correction;
  const toCorrect = Object.keys(fields);
  const kept = Object.entries(values).filter(
    ([field, value]) => !toCorrect.includes(field) && field !== HONEYPOT_FIELD && field !== LANGUAGE_FIELD && field !== upload?.field && value !== '',
  );
  // The form's language is no answer of the family's: sent again unseen, so the next reply is in it too.
  const language = values[LANGUAGE_FIELD] ? `<input type="hidden" name="${LANGUAGE_FIELD}" value="${escapeHtml(values[LANGUAGE_FIELD])}">` : '';
  const file =
    upload && !toCorrect.includes(upload.field)
      ? `<label for="${fieldId(upload.field)}">${label(upload.field)}</label><p class="hint" id="${fieldId(upload.field)}-hint">${escapeHtml(said.chooseFileAgain)} ${escapeHtml(hintOf(upload.rule, words.texts))}</p>
<input type="file" id="${fieldId(upload.field)}" name="${escapeHtml(upload.field)}" accept="${escapeHtml(upload.rule.accept)}" required aria-describedby="${fieldId(upload.field)}-hint">`
      : '';
  return `<form method="post" action="${escapeHtml(action)}"${upload ? ' enctype="multipart/form-data"' : ''} aria-labelledby="correct-heading">
<h2 id="correct-heading">${escapeHtml(said.correctHeading)}</h2>${language}
${toCorrect.map((field) => fieldToCorrect(field, fields[field], values[field], upload, words)).join('\n')}
${file}
${
  kept.length > 0
    ? `<h3>${escapeHtml(said.keptHeading)}</h3><dl class="kept">${kept
        .map(
          ([field, value]) =>
            `<dt>${label(field)}</dt><dd>${escapeHtml(value)}<input type="hidden" name="${escapeHtml(field)}" value="${escapeHtml(value)}"></dd>`,
        )
        .join('')}</dl>`
    : ''
}
<button type="submit">${escapeHtml(said.sendAgain)}</button>
</form>`;
}

/** The page a visitor without JavaScript sees after a native form post, in the language of the page that sent the form. */
export function renderResultPage(page: ResultPage): string {
  const language = page.language ?? 'en';
  const words: PageWords = { texts: formTexts[language], said: FAMILY_WORDS[language] };
  const said = words.said.result;
  const label = (field: string) => labelIn(field, words);
  const fields = page.fields ?? {};
  const correction = page.correction && Object.keys(fields).length > 0 ? page.correction : undefined;
  // Each message links to its field on this page's form where there is one.
  const fieldList =
    Object.keys(fields).length > 0
      ? `<ul class="errors">${Object.entries(fields)
          .map(([field, message]) =>
            correction
              ? `<li><a href="#${fieldId(field)}">${label(field)}: ${escapeHtml(message)}</a></li>`
              : `<li><strong>${label(field)}</strong>: ${escapeHtml(message)}</li>`,
          )
          .join('')}</ul>`
      : '';
  const reference = page.reference ? `<p class="ref">${escapeHtml(words.texts.ui.referenceBefore)}<strong>${escapeHtml(page.reference)}</strong></p>` : '';
  const next = page.ok
    ? `<p>${escapeHtml(said.mailed)}</p>`
    : page.ourFault
      ? `<p>${escapeHtml(said.sendLater)}</p>`
      : correction
        ? `<p>${escapeHtml(said.correctBelow)}</p>${correctionForm(correction, fields, words)}`
        : `<p>${escapeHtml(said.goBack)}</p>`;
  return answerPage({
    ok: page.ok,
    title: page.heading,
    schoolName: page.schoolName,
    lang: words.said.htmlLang,
    body: `<h1>${escapeHtml(page.heading)}</h1>
<p role="status">${escapeHtml(page.message)}</p>${reference}${fieldList}${next}
<p><a href="${escapeHtml(page.backUrl)}">${escapeHtml(said.back)}</a> · <a href="${escapeHtml(page.homeUrl)}">${escapeHtml(words.said.lookup.home)}</a></p>`,
  });
}
