import { stringify } from 'csv-stringify/sync';
import { labelFor } from '../../../lib/forms/labels';
import { statusLabel } from '../../../lib/forms/statuses';
import { neutraliseCell } from '../../core/csv';
import type { Submission } from './submissions-repository';

/** The filtered inbox as CSV for Excel: UTF-8 with a byte-order mark, CRLF, every cell quoted and neutralised. */
export function submissionsCsv(items: Submission[]): string {
  const dataFields: string[] = [];
  for (const item of items) for (const field of Object.keys(item.data)) if (!dataFields.includes(field)) dataFields.push(field);
  const header = [
    'Reference',
    'Type',
    'Received',
    'Status',
    'Status changed',
    ...dataFields.map((field) => labelFor(field)),
    'File name',
    'File type',
    'File size (bytes)',
  ];
  const rows = items.map((item) => [
    item.reference,
    item.type,
    item.createdAt,
    statusLabel(item.type, item.status) ?? '',
    statusLabel(item.type, item.status) ? item.statusChangedAt : '',
    ...dataFields.map((field) => item.data[field] ?? ''),
    item.file?.name ?? '',
    item.file?.type ?? '',
    item.file ? String(item.file.size) : '',
  ]);
  const body = stringify([header, ...rows], {
    record_delimiter: '\r\n',
    quoted: true,
    cast: { string: (value) => neutraliseCell(value) },
  });
  return `\uFEFF${body}`;
}
