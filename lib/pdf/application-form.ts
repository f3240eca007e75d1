import { rgb } from 'pdf-lib';
import type { ApplicationFormText } from '@/lib/content/downloads';
import type { Site } from '@/lib/content/site';
import { GENDERS } from '@/lib/forms/admission-fields';
import { labelFor } from '@/lib/forms/labels';
import { schoolHeader } from './documents';
import { PdfWriter } from './writer';

/** The admission application's fields (SPEC section 3), in the order of the online form, labelled as the online form labels them. */
const APPLICATION_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'fatherName',
  'motherName',
  'whatsappNumber',
  'email',
  'phoneNumber',
  'address',
  'street',
  'area',
  'city',
  'state',
  'pinCode',
  'transactionNumber',
] as const;

export const applicationTextFields: ReadonlyArray<{ name: string; label: string }> = APPLICATION_TEXT_FIELDS.map((name) => ({
  name,
  label: labelFor(name),
}));

export const GENDER_OPTIONS = GENDERS;

const BOX = rgb(0.35, 0.4, 0.47);
const LABEL_WIDTH = 150;

/** A row of tick boxes, wrapping onto more lines when the options do not fit. */
function tickBoxes(writer: PdfWriter, label: string, options: readonly string[], reserveRight = 0): void {
  writer.ensure(26);
  writer.text(label, writer.left, writer.y - 14, { bold: true });
  let x = writer.left + LABEL_WIDTH;
  let y = writer.y - 14;
  for (const option of options) {
    const width = 16 + writer.font.widthOfTextAtSize(option, 10.5) + 16;
    if (x + width > writer.left + writer.contentWidth - reserveRight) {
      x = writer.left + LABEL_WIDTH;
      y -= 20;
    }
    writer.currentPage.drawRectangle({ x, y: y - 2, width: 11, height: 11, borderColor: BOX, borderWidth: 0.9 });
    writer.text(option, x + 16, y);
    x += width;
  }
  writer.y = y - 16;
}

/** A labelled box to write in. */
function writeInField(writer: PdfWriter, label: string, height = 22): void {
  writer.ensure(height + 8);
  writer.text(label, writer.left, writer.y - 15, { bold: true });
  writer.currentPage.drawRectangle({
    x: writer.left + LABEL_WIDTH,
    y: writer.y - height,
    width: writer.contentWidth - LABEL_WIDTH,
    height,
    borderColor: BOX,
    borderWidth: 0.9,
  });
  writer.y -= height + 8;
}

/**
 * The printable application form: the same fields and options as the online admission form (academic years
 * and classes from the site file, gender Male or Female), the school's bank accounts, the consent line and
 * signature spaces.
 */
export async function renderApplicationForm(site: Site, text: ApplicationFormText): Promise<Uint8Array> {
  const writer = await PdfWriter.create(schoolHeader(site, text.title));
  writer.title(text.title, text.subtitle);

  // Space for the child's photograph, top right of the first page.
  const photo = { width: 90, height: 110 };
  const photoTop = writer.y;
  writer.currentPage.drawRectangle({
    x: writer.left + writer.contentWidth - photo.width,
    y: writer.y - photo.height,
    width: photo.width,
    height: photo.height,
    borderColor: BOX,
    borderWidth: 0.9,
  });
  writer.text('Paste photograph', writer.left + writer.contentWidth - photo.width + 8, writer.y - photo.height / 2, { size: 8.5 });

  writer.heading('Admission sought');
  // The photograph box sits to the right of these options.
  tickBoxes(writer, 'Academic Year', site.academicYears, photo.width + 10);
  tickBoxes(writer, 'Class', site.classOptions, photo.width + 10);
  writer.y = Math.min(writer.y, photoTop - photo.height - 10);
  writer.y -= 6;

  writer.heading("Student's details");
  writeInField(writer, applicationTextFields[0].label);
  writeInField(writer, applicationTextFields[1].label);
  tickBoxes(writer, 'Gender', GENDER_OPTIONS);
  for (const field of applicationTextFields.slice(2, 7)) writeInField(writer, field.label);

  writer.heading('Address');
  for (const field of applicationTextFields.slice(7, 13)) writeInField(writer, field.label);

  writer.heading('Payment of the registration fee');
  writer.paragraph('Pay by bank transfer to either account below and write the transaction number. Attach a printout or screenshot of the payment.');
  writer.table(
    ['Account name', 'Bank', 'Account number', 'IFSC', 'Branch'],
    site.bankAccounts.map((account) => [account.accountName, account.bank, account.accountNumber, account.ifsc, account.branch]),
    [3, 2.2, 2.2, 2, 2],
  );
  writeInField(writer, applicationTextFields[13].label);
  tickBoxes(writer, 'Screenshot of payment', ['Attached (proof of transaction)']);

  writer.heading('Instructions');
  writer.list(text.instructions, true);

  writer.heading('Consent of the parent or guardian');
  writer.ensure(40);
  const consentTop = writer.y;
  writer.currentPage.drawRectangle({ x: writer.left, y: consentTop - 13, width: 11, height: 11, borderColor: BOX, borderWidth: 0.9 });
  for (const line of writer.wrap(text.consent, writer.contentWidth - 18)) {
    writer.ensure(15);
    writer.text(line, writer.left + 18, writer.y - 11);
    writer.y -= 15;
  }
  writer.y -= 30;
  writer.ensure(40);
  const half = writer.contentWidth / 2;
  for (const [index, label] of ['Signature of parent or guardian', 'Date'].entries()) {
    const x = writer.left + index * (half + 20);
    writer.currentPage.drawLine({ start: { x, y: writer.y }, end: { x: x + half - 20, y: writer.y }, thickness: 0.8, color: BOX });
    writer.text(label, x, writer.y - 13, { size: 9 });
  }
  writer.y -= 30;
  return writer.save();
}
