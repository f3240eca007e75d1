import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import { CORRECT_FIELDS_MESSAGE, FAILURE_MESSAGE, NETWORK_ERROR_MESSAGE, SENDING_MESSAGE, SUCCESS_MESSAGE } from '@/lib/forms/messages';
import { FORMS, type FormFacts, type SubmissionType } from '@/lib/forms/types';
import { FILE_REQUIRED, MAX_UPLOAD_BYTES, TOO_LARGE } from '@/lib/forms/uploads';
import { checkAnswers } from './check-answers';
import { prepareUpload } from './downscale';
import { sendForm, type IntakeAnswer } from './send-form';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string }
  | { kind: 'success'; text: string; reference?: string }
  | { kind: 'failure'; text: string; detail?: string }
  | { kind: 'error'; text: string };

export interface IntakeFormOptions {
  /** Which form (lib/forms/types.ts): its endpoint and its file field, if any. */
  form: SubmissionType;
  /** Loads the form's zod schema: fetched when the form is first used, so zod is not in every page's bundle. */
  loadSchema: () => Promise<z.ZodMiniType>;
  /** Contact forms show 'Sending...' and then the server's own reply text (SPEC section 4). */
  replyText?: boolean;
}

/** The server's sentence when it adds something to the field messages (not the generic heading nor one of them). */
function unshownError(error: string | undefined, fields: Record<string, string>): string | undefined {
  if (!error || error === CORRECT_FIELDS_MESSAGE || error === FAILURE_MESSAGE) return undefined;
  return Object.values(fields).some((message) => error.includes(message)) ? undefined : error;
}

/**
 * Progressive enhancement of a form that also works natively: validates with the shared schema, sends with
 * upload progress, shows the outcome, resets on success and keeps everything typed on failure.
 */
export function useIntakeForm({ form: type, loadSchema, replyText }: IntakeFormOptions) {
  const facts: FormFacts = FORMS[type];
  const endpoint = facts.endpoint;
  // Forms with a file go as multipart; the others URL-encoded, as the spec's contact forms did.
  const fileField = facts.upload?.field;
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [resetKey, setResetKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const schemaRef = useRef<Promise<z.ZodMiniType> | undefined>(undefined);
  const busy = useRef(false);

  const schema = useCallback(() => {
    schemaRef.current ??= loadSchema().catch((error: unknown) => {
      // Try again next time (the visitor may be back online).
      schemaRef.current = undefined;
      throw error;
    });
    return schemaRef.current;
  }, [loadSchema]);

  const refuse = useCallback((fields: Record<string, string>, text: string, detail?: string) => {
    setErrors(fields);
    setStatus({ kind: 'failure', text, detail });
    const form = formRef.current;
    const first = form ? (Array.from(form.elements).find((element) => (element as HTMLInputElement).name in fields) as HTMLElement | undefined) : undefined;
    first?.focus();
  }, []);

  const submit = useCallback(
    async (form: HTMLFormElement) => {
      const data = new FormData(form);
      const raw: Record<string, string> = {};
      data.forEach((value, key) => {
        if (typeof value === 'string') raw[key] = value;
      });
      const result = await checkAnswers(schema, raw);
      if (!result) return setStatus({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
      const fields = result.ok ? {} : { ...result.fields };
      const file = fileField ? data.get(fileField) : null;
      if (fileField && (!(file instanceof File) || file.size === 0)) fields[fileField] = FILE_REQUIRED;
      if (Object.keys(fields).length > 0) return refuse(fields, CORRECT_FIELDS_MESSAGE);

      setErrors({});
      setStatus({ kind: 'sending', text: SENDING_MESSAGE });
      let body: FormData | URLSearchParams;
      if (fileField && file instanceof File) {
        const upload = await prepareUpload(file);
        // Do not make a parent on a slow connection upload a file the server will refuse.
        if (upload.size > MAX_UPLOAD_BYTES) return refuse({ [fileField]: TOO_LARGE }, CORRECT_FIELDS_MESSAGE);
        data.set(fileField, upload);
        body = data;
        setProgress(0);
      } else {
        body = new URLSearchParams(raw);
      }

      let answer: IntakeAnswer;
      try {
        answer = await sendForm(apiUrl(endpoint), body, fileField ? setProgress : undefined);
      } catch (error) {
        console.error('Form submission failed:', error);
        setStatus({ kind: 'error', text: NETWORK_ERROR_MESSAGE });
        return;
      } finally {
        setProgress(undefined);
      }
      if (answer.success) {
        form.reset();
        // Remounts the file inputs so their "chosen file" notes clear with the form.
        setResetKey((key) => key + 1);
        setStatus({ kind: 'success', text: replyText && answer.message ? answer.message : SUCCESS_MESSAGE, reference: answer.reference });
        return;
      }
      const refused = answer.fields ?? {};
      // Refused answers are shown beside their fields: retrying the same answers cannot work.
      if (Object.keys(refused).length > 0) return refuse(refused, CORRECT_FIELDS_MESSAGE, unshownError(answer.error, refused));
      if (replyText) return refuse({}, answer.error || FAILURE_MESSAGE);
      const detail = answer.error && answer.error !== FAILURE_MESSAGE ? answer.error : undefined;
      refuse({}, FAILURE_MESSAGE, detail);
    },
    [endpoint, schema, fileField, replyText, refuse],
  );

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy.current) return;
      busy.current = true;
      try {
        await submit(event.currentTarget);
      } finally {
        busy.current = false;
      }
    },
    [submit],
  );

  /**
   * Starts fetching the schema (with the phone number rules, the biggest part of a form's code) at the first thing
   * typed or chosen: not on a mere tap into the form, and still long before the form is sent.
   */
  const onInput = useCallback(() => {
    schema().catch(() => undefined);
  }, [schema]);

  return { formRef, onSubmit, onInput, status, errors, progress, resetKey, action: apiUrl(endpoint) };
}
