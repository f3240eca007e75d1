import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getRetention } from '../../../lib/content/retention';
import { insightCsv, insightPage } from './page';
import { insightReport, periodOf } from './reports';
import { contentDisposition } from '../../core/replies';
import { query } from '../../core/schemas';

/** "Insight" under /staff (office and administrators): the website's own counts, the admissions funnel, and their CSV. */
export function insightRoutes(app: FastifyInstance) {
  const timeZone = getRetention().timeZone;

  // The counts held in memory are written first, so the page shows every view up to now.
  const report = (request: FastifyRequest, limit?: number) => {
    const query = request.query as Record<string, unknown>;
    app.insight.flush();
    return insightReport(app.db, periodOf(query.period, query.date, timeZone), timeZone, limit);
  };

  app.get('/insight', { schema: { querystring: query('period', 'date') } }, async (request, reply) =>
    reply.staffPage(200, 'Insight', insightPage(report(request)), request.staffSession, 'insight'),
  );

  app.get('/insight.csv', { schema: { querystring: query('period', 'date') } }, async (request, reply) => {
    const full = report(request, 0);
    app.audit.record({
      actor: request.staffSession!.email,
      action: 'export',
      target: 'insight',
      ip: request.ip,
      detail: `insight ${full.period.start} to ${full.period.end}`,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', `insight-${full.period.kind}-${full.period.start}.csv`))
      .send(insightCsv(full));
  });
}
