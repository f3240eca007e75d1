import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSite } from '../../../lib/content/site';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_INVALID } from '../../../lib/forms/idempotency';
import { HONEYPOT_FIELD } from '../../../lib/forms/rules';
import { labelFor } from '../../../lib/forms/labels';
import { en, formTexts, isFormLanguage, LANGUAGE_FIELD, type FormLanguage, type FormTexts } from '../../../lib/forms/texts';
import { validateForm } from '../../../lib/forms/validate';
import { IntakeError, StorageError } from '../../core/errors';
import { DATA_REQUEST_CONFIRMATION, type IntakeForm } from './forms';
import { REFERENCE, storeSubmission } from './store';
import { checkType, keepFile, receiveFile, type IncomingFile } from '../../core/uploads';
import type { UploadRule } from '../../../lib/forms/uploads';
import { apiError, isNativePost, sendPage, siteLink } from '../../core/replies';
import { query } from '../../core/schemas';
import { FAMILY_WORDS, formNameIn } from '../../core/family-words';
import { addressIn } from '../../../lib/languages';

const FIELD_TOO_LONG = en.messages.fieldTooLong;

/** A refusal about some of the fields, with what was typed: the result page offers the form back to correct. */
function withValues(error: unknown, values: Record<string, string>): unknown {
  if (!(error instanceof IntakeError) || Object.keys(error.fields).length === 0 || error.values) return error;
  return new IntakeError(error.statusCode, error.message, error.fields, values);
}

/** The language a form was sent in (its hidden `lang` field; none is English), or undefined when it is not one the forms speak. */
function formLanguage(raw: Record<string, unknown>): FormLanguage | undefined {
  const value = raw[LANGUAGE_FIELD];
  if (value === undefined || value === '') return 'en';
  return isFormLanguage(value) ? value : undefined;
}

/** The language of each form post being answered, once known: the error handler writes its page in it. */
const postLanguages = new WeakMap<FastifyRequest, FormLanguage>();

/** The language of the form a request posted (English until its language field is read, or for any other request). */
export function postLanguage(request: FastifyRequest): FormLanguage {
  return postLanguages.get(request) ?? 'en';
}

/** The English words of the forms by their text, to say a refusal made before the language was known in the form's words. */
const englishKeys = new Map(Object.entries(en.messages).map(([key, text]) => [text as string, key as keyof FormTexts['messages']]));
const inLanguage = (text: string, texts: FormTexts) => {
  const key = englishKeys.get(text);
  return key ? texts.messages[key] : text;
};

/** A refusal in the form's language: its message and each field's, where they are the forms' own words. */
function localised(error: IntakeError, texts: FormTexts): IntakeError {
  if (texts === en) return error;
  const fields = Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, inLanguage(text, texts)]));
  // A field's refusal named with its label ("Street: This is too long...") keeps that shape.
  const [field, text] = Object.entries(error.fields)[0] ?? [];
  const labelled = field !== undefined && error.message === `${labelFor(field)}: ${text}`;
  const message = labelled ? `${labelFor(field, texts)}: ${fields[field]}` : inLanguage(error.message, texts);
  return new IntakeError(error.statusCode, message, fields, error.values);
}

/** Reads the fields (and at most one file, into DATA_DIR/incoming) of a multipart request into `raw`. */
async function readMultipart(
  request: FastifyRequest,
  form: IntakeForm,
  incomingDir: string,
  raw: Record<string, string>,
  onFile: (file: IncomingFile) => void,
) {
  let sawFile = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!form.upload || part.fieldname !== form.upload.field || sawFile) {
          part.file.resume();
          throw new IntakeError(400, form.upload ? 'Please send only one file.' : 'This form does not take files.');
        }
        sawFile = true;
        if (!part.filename) {
          // An empty file input still sends a nameless, empty part.
          part.file.resume();
          continue;
        }
        const file = await receiveFile(part, incomingDir);
        onFile(file);
      } else {
        if (part.valueTruncated) throw new IntakeError(413, `${labelFor(part.fieldname)}: ${FIELD_TOO_LONG}`, { [part.fieldname]: FIELD_TOO_LONG });
        if (typeof part.value === 'string' && !(part.fieldname in raw)) raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    if (error instanceof Error && error.name === 'StorageError') throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new IntakeError(413, 'The form has too many fields or files, or a field that is too long.');
    throw new IntakeError(400, 'The form data could not be read. Please try again.');
  }
  return raw;
}

export interface IntakeRouteOptions {
  siteUrl: string;
  dataDir: string;
  /** The office's address (the notification of each submission). */
  mailTo: string;
  /** Form submissions per IP per minute; 0 turns the limit off. */
  intakeRateLimit: number;
}

/** Registers POST /api/<endpoint> for each form. */
export function intakeRoutes(app: FastifyInstance, config: IntakeRouteOptions) {
  const { forms, paths, submissions, extensions } = app.intake;
  const rateLimit = config.intakeRateLimit > 0 ? { max: config.intakeRateLimit, timeWindow: 60_000, groupId: 'intake' } : false;

  for (const form of forms) {
    app.post(form.endpoint, { bodyLimit: 64 * 1024, config: { rateLimit, ownBody: 'form' } }, async (request, reply) => {
      let incoming: IncomingFile | undefined;
      // Filled as the form is read (its language field comes first), so even a refusal on the way is in its words.
      let raw: Record<string, string> = {};
      try {
        const keyHeader = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
        const idempotencyKey = typeof keyHeader === 'string' ? keyHeader : undefined;
        if (keyHeader !== undefined && !(idempotencyKey && IDEMPOTENCY_KEY.test(idempotencyKey))) throw new IntakeError(400, IDEMPOTENCY_KEY_INVALID);
        if (request.isMultipart()) {
          await readMultipart(request, form, paths.incoming, raw, (file) => {
            incoming = file;
          });
        } else if (form.upload) {
          throw new IntakeError(415, 'This form must be sent as multipart/form-data, with the file attached.');
        } else if (request.body && typeof request.body === 'object' && !Buffer.isBuffer(request.body)) {
          raw = request.body as Record<string, string>;
        } else {
          throw new IntakeError(415, 'This form must be sent as application/x-www-form-urlencoded, multipart/form-data or JSON.');
        }
        const language = formLanguage(raw);
        if (!language)
          throw new IntakeError(400, `The form's language must be one of: ${Object.keys(formTexts).join(', ')}.`, { [LANGUAGE_FIELD]: 'Unknown language.' });
        const texts = formTexts[language];
        postLanguages.set(request, language);

        if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD].trim() !== '') {
          request.log.warn({ requestId: request.id, form: form.type }, 'honeypot filled: submission refused');
          // The answer does not say why, so a bot learns nothing to fill differently next time.
          throw new IntakeError(400, texts.messages.failure);
        }

        const result = validateForm(form.schema, raw, texts);
        const fields = result.ok ? {} : { ...result.fields };
        if (form.upload && (!incoming || incoming.size === 0)) fields[form.upload.field] = texts.messages.fileRequired;
        if (!result.ok || Object.keys(fields).length > 0) throw new IntakeError(400, texts.messages.correctFields, fields, raw);
        const values = result.values as Record<string, string>;

        let stored = null;
        if (form.upload && incoming) {
          const rule: UploadRule = form.upload.rule;
          const kind = await checkType(incoming, rule.wrongTypeKey ? { ...rule, wrongType: texts.messages[rule.wrongTypeKey] } : rule).catch(
            (error: unknown) => {
              throw withValues(error, raw);
            },
          );
          stored = await keepFile(incoming, kind, config.dataDir, paths.uploads);
          incoming = undefined;
        }
        let saved;
        try {
          const now = new Date();
          const onStored = extensions.onStored.get(form.type);
          saved = storeSubmission(app.db, submissions, app.mail.outbox, config, {
            form,
            values,
            file: stored,
            ip: request.ip,
            requestId: String(request.id),
            now,
            idempotencyKey,
            language,
            // E.g. a request about personal data: a link to confirm it goes to each address on file it could be about (data-rights).
            afterStore: onStored ? ({ id }) => onStored(submissions.byId(id)!, now) : undefined,
          });
        } catch (error) {
          if (stored) await fs.promises.rm(`${config.dataDir}/${stored.path}`, { force: true });
          // Refused by what is stored (another family's transaction number): the sender's to correct.
          if (error instanceof IntakeError) throw withValues(error, raw);
          // The transaction rolled back (disk full, I/O error): nothing of it is kept, and it is our fault.
          throw new StorageError(error);
        }
        if (saved.repeated) {
          // The same form again: the first one stands; this copy of its file is not kept.
          if (stored) await fs.promises.rm(`${config.dataDir}/${stored.path}`, { force: true });
          request.log.info({ requestId: request.id, reference: saved.reference, form: form.type }, 'submission sent again: answered with the stored one');
        } else {
          request.log.info({ requestId: request.id, reference: saved.reference, form: form.type }, 'submission stored');
          app.mail.kick();
        }

        const message = form.successMessage(values, texts);
        if (isNativePost(request)) {
          // The success page is in the form's language too: named in its address (a GET reads nothing stored).
          const query = new URLSearchParams({ form: form.type, reference: saved.reference, ...(language === 'en' ? {} : { [LANGUAGE_FIELD]: language }) });
          return reply.code(303).header('Location', `result?${query}`).send();
        }
        return reply.code(saved.repeated ? 200 : 201).send({ success: true, reference: saved.reference, message });
      } catch (error) {
        const language = formLanguage(raw) ?? 'en';
        postLanguages.set(request, language);
        throw error instanceof IntakeError ? localised(error, formTexts[language]) : error;
      } finally {
        const leftover = incoming as IncomingFile | undefined;
        if (leftover) await fs.promises.rm(leftover.tempPath, { force: true });
      }
    });
  }

  // Where a native post lands after success (Post/Redirect/Get). It only repeats the reference from the
  // address; nothing stored is read or shown.
  app.get('/result', { schema: { querystring: query('form', 'reference', LANGUAGE_FIELD) } }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const form = forms.find((candidate) => candidate.type === query.form);
    const reference = query.reference && REFERENCE.test(query.reference) ? query.reference : undefined;
    if (!form || !reference) return reply.code(404).send(apiError('Not found'));
    const language = isFormLanguage(query[LANGUAGE_FIELD]) ? query[LANGUAGE_FIELD] : 'en';
    const said = FAMILY_WORDS[language].result;
    const reached = said.reached({ form: formNameIn(language, form.type, form.title) });
    return sendPage(reply, 200, {
      ok: true,
      heading: formTexts[language].messages.success,
      message: `${reached} ${form.type === 'data-request' ? DATA_REQUEST_CONFIRMATION : said.thanks}`,
      reference,
      backUrl: siteLink(request, config.siteUrl, addressIn(form.page, language)),
      homeUrl: siteLink(request, config.siteUrl, addressIn('/', language)),
      schoolName: getSite().name,
      language,
    });
  });
}
