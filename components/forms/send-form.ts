import { IDEMPOTENCY_HEADER } from '@/lib/forms/idempotency';

/** The JSON answer of the intake API. */
export interface IntakeAnswer {
  success: boolean;
  reference?: string;
  message?: string;
  error?: string;
  fields?: Record<string, string>;
}

export class NetworkError extends Error {}

/**
 * Posts a form with XMLHttpRequest (fetch cannot report upload progress). Resolves with the API's answer,
 * whatever its status; rejects with NetworkError when there is no answer or it is not JSON.
 */
export function sendForm(
  url: string,
  body: FormData | URLSearchParams,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<IntakeAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    // Tells the server this is our script, not a native post that needs a result page.
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    // The same key on every attempt at one form: the school stores it once (lib/forms/idempotency.ts).
    if (idempotencyKey) request.setRequestHeader(IDEMPOTENCY_HEADER, idempotencyKey);
    request.timeout = 120_000;
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () => {
      try {
        const answer = JSON.parse(request.responseText) as IntakeAnswer;
        if (typeof answer !== 'object' || answer === null || typeof answer.success !== 'boolean') throw new Error('not an answer');
        resolve(answer);
      } catch {
        reject(new NetworkError(`unreadable answer (HTTP ${request.status})`));
      }
    });
    request.addEventListener('error', () => reject(new NetworkError('network error')));
    request.addEventListener('timeout', () => reject(new NetworkError('timed out')));
    request.addEventListener('abort', () => reject(new NetworkError('aborted')));
    request.send(body);
  });
}
