import {
  annualFee,
  type Fees,
  firstYearFee,
  formatAcademicYears,
  formatDueDay,
  formatLongDate,
  formatRupees,
  instalmentAmounts,
  noteText,
} from '@/lib/content/fees';
import type { Site } from '@/lib/content/site';
import { absoluteUrl } from '@/lib/env';
import { FEE_LABELS } from '@/lib/fee-labels';
import { schoolHeader } from './documents';
import { PdfWriter } from './writer';

/** /downloads/fee-structure.pdf: the approval, the fees by class and by instalment, and the notes, in English. */
export async function renderFeePdf(site: Site, fees: Fees): Promise<Uint8Array> {
  const label = (key: keyof typeof FEE_LABELS) => FEE_LABELS[key].en;
  const title = label('title');
  const writer = await PdfWriter.create(schoolHeader(site, title));
  writer.title(
    title,
    `Approved fees for the academic years ${formatAcademicYears(fees.academicYears, 'en')}. In Marathi and English at ${absoluteUrl('/fees')}.`,
  );

  writer.heading(label('approval'));
  writer.table(
    ['', ''],
    [
      [label('approvedBy'), fees.approval.body.en],
      [label('act'), fees.approval.act.en],
      [label('approvedOn'), formatLongDate(fees.approval.date, 'en')],
      [label('resolution'), fees.approval.resolution.en],
      [label('academicYears'), formatAcademicYears(fees.academicYears, 'en')],
      [label('medium'), fees.medium.en],
    ],
    [2, 3],
    { header: false },
  );

  writer.heading(`${label('annualFees')} (${label('amountsIn')})`);
  writer.table(
    [label('class'), ...fees.heads.map((head) => head.en), label('annualFee'), label('firstYear')],
    fees.classes.map((row) => [
      row.name.en,
      ...fees.heads.map((head) => formatRupees(row.fees[head.key])),
      formatRupees(annualFee(fees, row)),
      formatRupees(firstYearFee(fees, row)),
    ]),
    [2.6, ...fees.heads.map(() => 1.8), 1.6, 1.8],
  );

  writer.heading(label('instalments'));
  writer.table(
    [
      label('class'),
      ...fees.instalments.map((instalment) => `${instalment.name.en}, ${label('dueBy')} ${formatDueDay(instalment.due, 'en')} (${instalment.percent}%)`),
    ],
    fees.classes.map((row) => [row.name.en, ...instalmentAmounts(fees, row).map((amount) => formatRupees(amount))]),
    [2.6, ...fees.instalments.map(() => 2)],
  );

  if (fees.notes.length > 0) {
    writer.heading(label('notes'));
    writer.list(fees.notes.map((note) => noteText(fees, note, 'en')));
  }
  return writer.save();
}
