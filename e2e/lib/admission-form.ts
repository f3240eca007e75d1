import type { Locator } from 'playwright-core';
import { REFERENCES_IN_TEXT } from '@/lib/forms/reference';
import { applicationTextFields } from '@/lib/pdf/application-form';

/** A reference number anywhere in a text (the grammar of lib/forms/reference.ts). */
export const REFERENCE_IN_TEXT = new RegExp(REFERENCES_IN_TEXT.source);

/** The first reference number in a text; throws, naming the text, when there is none. */
export function referenceIn(text: string): string {
  const match = text.match(REFERENCE_IN_TEXT);
  if (!match) throw new Error(`No reference in "${text}"`);
  return match[0];
}

/** What a parent types and chooses in the admission or payment form: its lists, text fields, gender and (optional) country. */
export interface AdmissionValues extends Record<string, string | undefined> {
  academicYear: string;
  studentClass: string;
  gender: string;
  country?: string;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * Fills the online admission form (`admission`) or the payment form (`payment`) as a parent would: the two lists,
 * every text field of the application (as lib/pdf/application-form.ts lists them), the country when given, the
 * gender, the screenshot and the consent. Nothing is sent.
 */
export async function fillAdmissionForm(
  form: Locator,
  values: AdmissionValues,
  file: UploadFile,
  prefix: 'admission' | 'payment' = 'admission',
): Promise<void> {
  await form.locator(`#${prefix}-academicYear`).selectOption(values.academicYear);
  await form.locator(`#${prefix}-studentClass`).selectOption(values.studentClass);
  for (const { name } of applicationTextFields) await form.locator(`#${prefix}-${name}`).fill(values[name] ?? '');
  if (values.country) await form.locator(`#${prefix}-country`).selectOption(values.country);
  await form.getByRole('radio', { name: values.gender, exact: true }).check();
  await form.locator(`#${prefix}-screenshot`).setInputFiles(file);
  await form.getByRole('checkbox', { name: /parent or guardian/ }).check();
}

/**
 * Fills the online admission form (fillAdmissionForm), sends it with its island and waits for the success message;
 * returns the ADM- reference it shows. A failure names what the form said instead.
 */
export async function sendAdmissionForm(form: Locator, values: AdmissionValues, file: UploadFile): Promise<string> {
  await fillAdmissionForm(form, values, file);
  await form.getByRole('button', { name: 'Submit Application Form' }).click();
  const status = form.getByRole('status');
  await status
    .getByText('Form submitted successfully!')
    .waitFor({ timeout: 30000 })
    .catch(async (error: unknown) => {
      throw new Error(`${String(error)}; status: ${await status.innerText()}`);
    });
  const reference = referenceIn(await status.innerText());
  expect(reference).toMatch(/^ADM-/);
  return reference;
}
