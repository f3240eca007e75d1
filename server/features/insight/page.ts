import { stringify } from 'csv-stringify/sync';
import { html, type SafeHtml } from '../../core/html';
import { neutraliseCell } from '../../core/csv';
import type { Counted, InsightReport, Period, SearchCount } from './reports';

const number = (value: number) => value.toLocaleString('en-IN');
const share = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '');

function periodLink(kind: Period['kind'], day: string): string {
  return `/staff/insight?period=${kind}&date=${day}`;
}

function countedTable(id: string, heading: string, first: string, rows: Counted[], empty: string): SafeHtml {
  return html`<section>
  <h2 id="${id}">${heading}</h2>
  ${
    rows.length === 0
      ? html`<p>${empty}</p>`
      : html`<div class="table-wrap" role="region" aria-labelledby="${id}" tabindex="0"><table>
    <thead><tr><th scope="col">${first}</th><th scope="col">Views</th></tr></thead>
    <tbody>${rows.map((row) => html`<tr><td>${row.item}</td><td>${number(row.count)}</td></tr>`)}</tbody>
  </table></div>`
  }
</section>`;
}

function searchTable(id: string, heading: string, rows: SearchCount[], empty: string, intro?: string): SafeHtml {
  return html`<section>
  <h2 id="${id}">${heading}</h2>
  ${intro ? html`<p>${intro}</p>` : ''}
  ${
    rows.length === 0
      ? html`<p>${empty}</p>`
      : html`<div class="table-wrap" role="region" aria-labelledby="${id}" tabindex="0"><table>
    <thead><tr><th scope="col">Search</th><th scope="col">Times searched</th><th scope="col">Found nothing</th></tr></thead>
    <tbody>${rows.map((row) => html`<tr><td>${row.query}</td><td>${number(row.count)}</td><td>${number(row.foundNothing)}</td></tr>`)}</tbody>
  </table></div>`
  }
</section>`;
}

/** /staff/insight: the website's own counts for a week or a month, and the admissions funnel. */
export function insightPage(report: InsightReport): SafeHtml {
  const { period, funnel } = report;
  const other = period.kind === 'week' ? 'month' : 'week';
  const csv = `/staff/insight.csv?period=${period.kind}&date=${period.start}`;
  return html`<h1>Insight: ${period.label}</h1>
<p>What visitors read and looked for on the website, counted by day only: no cookies, no addresses, nothing that tells one visitor
from another, and nobody who asked their browser not to be tracked. Counts older than the privacy notice's period are deleted every night.</p>
<nav aria-label="Periods" class="pager"><ul>
  <li><a href="${periodLink(period.kind, period.previous)}">Previous ${period.kind}</a></li>
  <li><a href="${periodLink(period.kind, period.next)}">Next ${period.kind}</a></li>
  <li><a href="${periodLink(other, period.start)}">The whole ${other}</a></li>
  <li><a href="${csv}">Download as CSV (Excel)</a></li>
</ul></nav>
<section>
  <h2 id="summary-heading">Summary</h2>
  <dl>
    <dt>Page views</dt><dd>${number(report.views)}</dd>
    <dt>Visits that arrived from elsewhere (entries)</dt><dd>${number(report.entries)}</dd>
    ${report.devices.map((device) => html`<dt>On a ${device.item}</dt><dd>${number(device.count)} ${share(device.count, report.views) ? `(${share(device.count, report.views)})` : ''}</dd>`)}
  </dl>
</section>
<section>
  <h2 id="funnel-heading">Admissions funnel</h2>
  <p>Admission pages viewed, admission forms started (a first answer typed) and sent in this ${period.kind}, and how far the applications sent in it have got in the inbox.</p>
  <div class="table-wrap" role="region" aria-labelledby="funnel-heading" tabindex="0"><table>
    <thead><tr><th scope="col">Step</th><th scope="col">Number</th><th scope="col">Of those submitted</th></tr></thead>
    <tbody>
      <tr><td>Admission pages viewed</td><td>${number(funnel.admissionViews)}</td><td></td></tr>
      <tr><td>Admission forms started</td><td>${number(funnel.started)}</td><td></td></tr>
      <tr><td>Admission forms submitted</td><td>${number(funnel.submitted)}</td><td></td></tr>
      ${funnel.stages
        .filter((stage) => stage.status !== 'received')
        .map((stage) => html`<tr><td>Reached: ${stage.label}</td><td>${number(stage.reached)}</td><td>${share(stage.reached, funnel.submitted)}</td></tr>`)}
    </tbody>
  </table></div>
</section>
${searchTable(
  'nothing-heading',
  'Searches that found nothing',
  report.zeroResultSearches,
  'Every search found something.',
  'What parents looked for and the website did not have: the best list of pages or words to add.',
)}
${searchTable('searches-heading', 'What people searched for', report.searches, 'Nobody searched in this period.')}
${countedTable('pages-heading', 'Top pages', 'Page', report.topPages, 'No page views in this period.')}
${countedTable('entries-heading', 'Entry pages (the first page of a visit from elsewhere)', 'Page', report.entryPages, 'No entries in this period.')}
${countedTable('referrers-heading', 'Where visitors came from', 'Referring site', report.referrers, 'No entries in this period.')}`;
}

/** The same report as one CSV table for Excel (UTF-8 with a byte-order mark, CRLF, every cell quoted and neutralised). */
export function insightCsv(report: InsightReport): string {
  const { period, funnel } = report;
  const rows: string[][] = [['Section', 'Item', 'Count', 'Found nothing']];
  const add = (section: string, item: string, count: number, foundNothing = '') => rows.push([section, item, String(count), foundNothing]);
  rows.push(['Period', `${period.label} (${period.start} to ${period.end})`, '', '']);
  add('Summary', 'Page views', report.views);
  add('Summary', 'Entries', report.entries);
  for (const device of report.devices) add('Devices', device.item, device.count);
  add('Admissions funnel', 'Admission pages viewed', funnel.admissionViews);
  add('Admissions funnel', 'Admission forms started', funnel.started);
  add('Admissions funnel', 'Admission forms submitted', funnel.submitted);
  for (const stage of funnel.stages) if (stage.status !== 'received') add('Admissions funnel', `Reached: ${stage.label}`, stage.reached);
  for (const search of report.searches) add('Searches', search.query, search.count, String(search.foundNothing));
  for (const row of report.topPages) add('Top pages', row.item, row.count);
  for (const row of report.entryPages) add('Entry pages', row.item, row.count);
  for (const row of report.referrers) add('Referrers', row.item, row.count);
  return `\uFEFF${stringify(rows, { record_delimiter: '\r\n', quoted: true, cast: { string: (value) => neutraliseCell(value) } })}`;
}
