import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getFees } from '../../../lib/content/fees';
import { getSite } from '../../../lib/content/site';
import { contentDisposition } from '../../core/replies';
import { params, query } from '../../core/schemas';
import { sendProblem, type StaffApp } from '../../sign-in/page';
import { paymentSettings } from '../publishing';
import { OfferProblem } from '../admissions';
import { financialYearOf, isFinancialYear, shortYear } from './financial-year';
import { columnsForm, confirmMatchesForm, statementUploadForm } from './forms';
import type { ReceiptLedger } from './ledger';
import { columnsPage, matchesPage, receiptPage, reconciliationPage, registerPage } from './pages';
import { reconcile, type Statements, type WaitingPayment } from './reconciliation';
import { registerCsv, tallyXml } from './register';
import { findTable, STATEMENT_MAX_BYTES, StatementProblem, statementRows, type ColumnMap } from './statements';

export interface RecordsRoutesOptions {
  ledger: ReceiptLedger;
  statements: Statements;
  siteUrl: string;
}

const pdfName = (number: string) => `receipt-${number.replace(/\//g, '-')}.pdf`;

/**
 * The office's records under /staff (office and administrators, route-roles.ts): the fee register of each financial
 * year with its CSV and Tally exports, each receipt and its PDF, and the bank reconciliation. Every download and every
 * confirmation is audited.
 */
export async function recordsRoutes(app: StaffApp, options: RecordsRoutesOptions): Promise<void> {
  const { ledger, statements } = options;
  const { audit } = app;
  const journey = app.admissions.journey;
  const fees = () => paymentSettings(app.db, getSite(), () => getFees()).fees;

  const notFound = (request: FastifyRequest, reply: FastifyReply, text = 'There is no such receipt.') => sendProblem(request, reply, 404, 'Not found', text);
  const yearOf = (request: FastifyRequest) => {
    const { year } = request.params as { year: string };
    return isFinancialYear(year) ? year : undefined;
  };

  app.get('/receipts', { schema: { querystring: query('year') } }, async (request, reply) => {
    const asked = (request.query as { year?: unknown }).year;
    const current = financialYearOf(new Date());
    const years = [...new Set([current, ...ledger.years()])].sort().reverse();
    const year = typeof asked === 'string' && isFinancialYear(asked) ? asked : current;
    const body = registerPage({ year, years: years.includes(year) ? years : [year, ...years], records: ledger.register(year), checks: ledger.checkSeries() });
    return reply.staffPage(200, `Fee register ${shortYear(year)}`, body, request.staffSession, 'receipts');
  });

  const exportYear = (format: 'csv' | 'tally') =>
    app.get(`/receipts/export/:year/${format === 'csv' ? 'register.csv' : 'tally.xml'}`, { schema: { params: params('year') } }, async (request, reply) => {
      const year = yearOf(request);
      if (!year) return notFound(request, reply, 'There is no such financial year.');
      const records = ledger.register(year);
      audit.record({
        actor: request.staffSession!.email,
        action: 'export',
        ip: request.ip,
        detail: `fee register ${year} as ${format}: ${records.length} receipts`,
      });
      const name = `fee-register-${shortYear(year)}`;
      if (format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', contentDisposition('attachment', `${name}.csv`))
          .send(registerCsv(records));
      return reply
        .type('application/xml; charset=utf-8')
        .header('Content-Disposition', contentDisposition('attachment', `${name}-tally.xml`))
        .send(tallyXml(records, fees(), new URL(options.siteUrl).hostname));
    });
  exportYear('csv');
  exportYear('tally');

  const receiptOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return /^\d{1,12}$/.test(id) ? ledger.byId(Number(id)) : undefined;
  };

  app.get('/receipts/:id', { schema: { params: params('id') } }, async (request, reply) => {
    const record = receiptOf(request);
    if (!record) return notFound(request, reply);
    return reply.staffPage(200, `Receipt ${record.number}`, receiptPage(record), request.staffSession, 'receipts');
  });

  app.get('/receipts/:id/receipt.pdf', { schema: { params: params('id') } }, async (request, reply) => {
    const record = receiptOf(request);
    if (!record) return notFound(request, reply);
    const pdf = await journey.receiptPdf({ ...record, issuedBy: record.confirmedBy });
    audit.record({
      actor: request.staffSession!.email,
      action: 'file-view',
      target: record.reference ?? undefined,
      ip: request.ip,
      detail: `receipt ${record.number} (download)`,
    });
    return reply
      .type('application/pdf')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Content-Disposition', contentDisposition('attachment', pdfName(record.number)))
      .send(pdf);
  });

  // ---------------------------------------------------------------- bank reconciliation

  const waiting = (): WaitingPayment[] =>
    journey.offers.waitingPayments().flatMap((payment) => {
      const item = journey.submissions.byId(payment.submissionId);
      return item ? [{ ...payment, reference: item.reference, child: `${item.data.firstName ?? ''} ${item.data.lastName ?? ''}`.trim() }] : [];
    });
  const statementOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    return /^\d{1,12}$/.test(id) ? statements.byId(Number(id)) : undefined;
  };
  const showStatement = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { notice?: string; problems?: string[]; error?: string } = {},
  ) => {
    const statement = statementOf(request);
    if (!statement) return notFound(request, reply, 'There is no such statement.');
    const session = request.staffSession!;
    if (statement.rawRows)
      return reply.staffPage(status, 'Map the columns', columnsPage(statement, findTable(statement.rawRows), session, extra.error), session, 'reconciliation');
    const result = reconcile(statements.lines(statement.id), waiting(), (utrs) => statements.receiptForUtrs(utrs));
    const body = matchesPage({
      statement,
      result,
      receiptNumber: (id) => ledger.byId(id)?.number ?? '',
      session,
      notice: extra.notice,
      problems: extra.problems,
    });
    return reply.staffPage(status, statement.fileName, body, session, 'reconciliation');
  };

  app.get('/reconciliation', async (request, reply) => {
    const body = reconciliationPage({ statements: statements.list(), waiting: journey.offers.waitingPayments().length, session: request.staffSession! });
    return reply.staffPage(200, 'Bank reconciliation', body, request.staffSession, 'reconciliation');
  });

  // The statement arrives whole in memory (at most 5 MB) with the form's token, which the staff area checks before the route.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 4, parts: 6 },
      // A file over the limit is cut there (not thrown), and answered on the page with the limit in words.
      throwFileSizeLimit: false,
      onFile: async (part) => {
        const data = await part.toBuffer();
        (part as unknown as { value: unknown }).value = {
          name: part.filename.slice(0, 300),
          data: part.file.truncated ? Buffer.alloc(STATEMENT_MAX_BYTES + 1) : data,
        };
      },
    });
    scope.withTypeProvider<ZodTypeProvider>().post('/reconciliation', { schema: { body: statementUploadForm } }, async (request, reply) => {
      const session = request.staffSession!;
      const file = request.body.statement;
      const refuse = (error: string) =>
        reply.staffPage(
          400,
          'Not uploaded',
          reconciliationPage({ statements: statements.list(), waiting: journey.offers.waitingPayments().length, session, error }),
          session,
          'reconciliation',
        );
      if (!file || file.data.length === 0) return refuse('Please choose the statement file (CSV or XLSX).');
      const sha256 = createHash('sha256').update(file.data).digest('hex');
      // The same file again changes nothing: its page as it is.
      const known = statements.bySha(sha256);
      if (known) return reply.code(303).header('Location', `/staff/reconciliation/${known.id}?done=again`).send();
      let added;
      try {
        const { kind, rows } = await statementRows(file.data);
        added = statements.add({
          sha256,
          fileName: file.name || `statement.${kind}`,
          fileType: kind,
          table: findTable(rows),
          by: session.email,
          now: new Date(),
        });
      } catch (error) {
        if (error instanceof StatementProblem) return refuse(error.message);
        throw error;
      }
      audit.record({
        actor: session.email,
        action: 'statement-upload',
        ip: request.ip,
        detail: `${added.fileName}: ${added.rawRows ? 'columns to map' : `${added.credits} new credits`}`,
      });
      return reply.code(303).header('Location', `/staff/reconciliation/${added.id}`).send();
    });
  });

  const NOTICES: Record<string, string> = {
    again: 'This statement was uploaded before: nothing was added or changed.',
    columns: 'The columns are saved for this layout; its credits are read.',
  };

  app.get('/reconciliation/:id', { schema: { params: params('id'), querystring: query('done', 'confirmed') } }, async (request, reply) => {
    const { done, confirmed } = request.query as { done?: unknown; confirmed?: unknown };
    const notice =
      typeof confirmed === 'string' && /^\d{1,4}$/.test(confirmed)
        ? `${confirmed} payment${confirmed === '1' ? '' : 's'} confirmed; the receipts are on their way to the families.`
        : typeof done === 'string'
          ? NOTICES[done]
          : undefined;
    return showStatement(request, reply, 200, { notice });
  });

  app.post('/reconciliation/:id/columns', { schema: { params: params('id'), body: columnsForm } }, async (request, reply) => {
    const statement = statementOf(request);
    if (!statement?.rawRows)
      return reply
        .code(303)
        .header('Location', `/staff/reconciliation/${statement?.id ?? ''}`)
        .send();
    const body = request.body;
    const width = findTable(statement.rawRows).header.length;
    const pick = (value: string | undefined) => {
      const index = value === undefined || value === '' ? null : Number(value);
      return index !== null && Number.isInteger(index) && index >= 0 && index < width ? index : null;
    };
    const columns: ColumnMap = {
      date: pick(body.date) ?? -1,
      narration: pick(body.narration) ?? -1,
      reference: pick(body.reference),
      credit: pick(body.credit),
      amount: pick(body.amount),
      drCr: pick(body.drCr),
    };
    if (columns.date < 0 || columns.narration < 0 || (columns.credit === null && (columns.amount === null || columns.drCr === null)))
      return showStatement(request, reply, 400, {
        error: 'Please choose the date and narration columns, and either the credit column or the amount with its Dr/Cr column.',
      });
    const session = request.staffSession!;
    const added = statements.mapColumns(statement, columns, session.email, new Date());
    audit.record({ actor: session.email, action: 'statement-columns', ip: request.ip, detail: `${statement.fileName}: ${added} credits read` });
    return reply.code(303).header('Location', `/staff/reconciliation/${statement.id}?done=columns`).send();
  });

  app.post('/reconciliation/:id/confirm', { schema: { params: params('id'), body: confirmMatchesForm } }, async (request, reply) => {
    const statement = statementOf(request);
    if (!statement || statement.rawRows) return notFound(request, reply, 'There is no such statement.');
    const session = request.staffSession!;
    const ticked = new Set([request.body.match ?? []].flat());
    // Only what is proposed now is confirmed: a payment confirmed or rejected since, or a forged pair, is not.
    const { proposals } = reconcile(statements.lines(statement.id), waiting(), (utrs) => statements.receiptForUtrs(utrs));
    const chosen = proposals.filter((proposal) => ticked.has(`${proposal.line.id}:${proposal.payment.id}`));
    const problems: string[] = [];
    let confirmed = 0;
    for (const proposal of chosen) {
      const item = journey.submissions.byId(proposal.payment.submissionId);
      if (!item) continue;
      const now = new Date();
      try {
        const receipt = await journey.confirm(item, proposal.payment.id, session.email, now, {
          bankDate: proposal.line.valueDay,
          alongside: (issued) => statements.markConfirmed(proposal.line.id, proposal.payment.id, issued.id, session.email, now),
        });
        confirmed += 1;
        audit.record({
          actor: session.email,
          action: 'payment-confirm',
          target: item.reference,
          ip: request.ip,
          detail: `payment ${proposal.payment.id}; receipt ${receipt.number}; bank statement ${statement.id}, credit of ${proposal.line.valueDay}`,
        });
      } catch (error) {
        if (!(error instanceof OfferProblem)) throw error;
        problems.push(`${item.reference}: ${error.message}`);
      }
    }
    if (problems.length > 0)
      return showStatement(request, reply, 409, {
        notice: confirmed > 0 ? `${confirmed} payment${confirmed === 1 ? '' : 's'} confirmed.` : undefined,
        problems,
      });
    return reply.code(303).header('Location', `/staff/reconciliation/${statement.id}?confirmed=${confirmed}`).send();
  });
}
