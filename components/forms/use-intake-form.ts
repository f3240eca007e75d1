import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import { apiUrl } from '@/lib/forms/api';
import { FAILURE_MESSAGE, NETWORK_ERROR_MESSAGE, SENDING_MESSAGE, SUCCESS_MESSAGE } from '@/lib/forms/messages';
import { MAX_UPLOAD_BYTES, TOO_LARGE } from '@/lib/forms/uploads';
import { validateForm } from '@/lib/forms/validate';
import { prepareUpload } from './downscale';
import { sendForm, type IntakeAnswer } from './send-form';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; text: string }
  | { kind: 'success'; text: string; reference?: string }
  | { kind: 'failure'; text: string; detail?: string }
  | { kind: 'error'; text: string };

export interface IntakeFormOptions {
  /** API path, e.g. `/admissions`. */
  endpoint: string;
  schema: z.ZodMiniType;
  /** The file field, for multipart forms; the others go URL-encoded as the spec's contact forms did. */
  fileField?: string;
  /** Contact forms show 'Sending...' and then the server's own reply text (SPEC section 4). */
  replyText?: boolean;
}

const CORRECT_FIELDS = 'Please correct the fields marked below.';

/**
 * Progressive enhancement of a form that also works natively: validates with the shared schema, sends with
 * upload progress, shows the outcome, resets on success and keeps everything typed on failure.
 */
export function useIntakeForm({ endpoint, schema, fileField, replyText }: IntakeFormOptions) {
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [resetKey, setResetKey] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (fields: Record<string, string>) => {
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find((element) => (element as HTMLInputElement).name in fields) as HTMLElement | undefined;
    first?.focus();
  };

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      if (status.kind === 'sending') return;
      const data = new FormData(form);
      const raw: Record<string, string> = {};
      data.forEach((value, key) => {
        if (typeof value === 'string') raw[key] = value;
      });
      const result = validateForm(schema, raw);
      const fields = result.ok ? {} : { ...result.fields };
      const file = fileField ? data.get(fileField) : null;
      if (fileField && (!(file instanceof File) || file.size === 0)) fields[fileField] = 'Please choose a file to upload.';
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        setStatus({ kind: 'failure', text: CORRECT_FIELDS });
        focusFirstError(fields);
        return;
      }
      setErrors({});
      setStatus({ kind: 'sending', text: SENDING_MESSAGE });
      let body: FormData | URLSearchParams;
      if (fileField && file instanceof File) {
        const upload = await prepareUpload(file);
        // Do not make a parent on a slow connection upload a file the server will refuse.
        if (upload.size > MAX_UPLOAD_BYTES) {
          setErrors({ [fileField]: TOO_LARGE });
          setStatus({ kind: 'failure', text: CORRECT_FIELDS });
          focusFirstError({ [fileField]: TOO_LARGE });
          return;
        }
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
        setProgress(undefined);
        return;
      }
      setProgress(undefined);
      if (answer.success) {
        form.reset();
        // Remounts the file inputs so their "chosen file" notes clear with the form.
        setResetKey((key) => key + 1);
        setStatus({ kind: 'success', text: replyText && answer.message ? answer.message : SUCCESS_MESSAGE, reference: answer.reference });
        return;
      }
      const serverFields = answer.fields ?? {};
      setErrors(serverFields);
      const detail = answer.error && answer.error !== FAILURE_MESSAGE ? answer.error : undefined;
      setStatus({ kind: 'failure', text: replyText && answer.error ? answer.error : FAILURE_MESSAGE, detail: replyText ? undefined : detail });
      focusFirstError(serverFields);
    },
    [endpoint, schema, fileField, replyText, status.kind],
  );

  return { formRef, onSubmit, status, errors, progress, resetKey, action: apiUrl(endpoint) };
}
