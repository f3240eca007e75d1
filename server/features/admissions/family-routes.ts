import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentsForClass, getAdmissionDocuments } from '../../../lib/content/admission-documents';
import { getSite } from '../../../lib/content/site';
import { documentUpload, MAX_UPLOAD_BYTES } from '../../../lib/forms/uploads';
import { renderLinkRefusal } from './application-page';
import { DocumentsRepository } from './documents';
import { isClosed } from './journey';
import { mailVisit } from './journey-mail';
import { describeSlot, VisitsRepository, type BookingOutcome } from './visits';
import { tellOffice } from './office-alerts';
import { downscaleImage } from './downscale';
import { IntakeError, StorageError } from '../../core/errors';
import type { JourneyContext } from './family-mail';
import { answerPage } from '../../core/result-page';
import type { Submission } from '../intake';
import { checkType, keepFile, receiveFile, type IncomingFile } from '../../core/uploads';
import { findApplication, wordsOfRequest } from './family-page';
import { escapeHtml } from '../../../lib/escape-html';
import { sendPrivatePage, siteLink } from '../../core/replies';
import { errorStatus } from '../../core/requests';
import { params } from '../../core/schemas';

export interface FamilyRoutesOptions {
  context: JourneyContext;
}

/** The visit form: book (or move to) a slot, or cancel the booking. */
const visitForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('book'), slot: z.coerce.number().int().positive().optional() }),
  z.object({ action: z.literal('cancel') }),
]);

/**
 * What a family does on its own page, without an account: upload a document of its checklist, book, move or cancel its
 * visit. The signed link is the key (as for reading the page); each post answers by sending the browser back to the
 * page with what happened (Post/Redirect/Get), so it works from the HTML alone.
 */
export default async function familyRoutes(app: FastifyInstance, options: FamilyRoutesOptions) {
  const { context } = options;
  const { config, paths } = context;
  const site = getSite();
  const documents = new DocumentsRepository(context.db);
  const visits = new VisitsRepository(context.db);
  const documentTitle = (id: string) => getAdmissionDocuments().documents.find((document) => document.id === id)?.title ?? id;
  const rateLimited = config.intakeRateLimit > 0 ? { max: config.intakeRateLimit, timeWindow: 60_000, groupId: 'application-family' } : false;

  await app.register(formbody, { bodyLimit: 2 * 1024 });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 100 } });
  await app.register(rateLimit, { global: false });

  // A page, never a stack trace or JSON, for the few answers that cannot go back to the family's page.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request, 'application page post failed', error instanceof StorageError ? error.cause : error);
    const words = wordsOfRequest(request, context);
    const said = words.stepFailed;
    const text = status === 429 ? said.tooMany : status >= 500 ? said.ourSide : said.unreadable;
    return sendPrivatePage(
      reply,
      status,
      answerPage({
        ok: false,
        title: said.title,
        schoolName: site.name,
        lang: words.htmlLang,
        body: `<h1>${escapeHtml(said.title)}</h1><p role="alert">${escapeHtml(text)}</p>`,
      }),
    );
  });

  /** The application a token opens, or the page's one refusal (the same for any bad link, and no data). */
  const open = (request: FastifyRequest, reply: FastifyReply): { item: Submission; token: string } | undefined => {
    const found = findApplication(context, context.linkSecret, (request.params as { token: string }).token);
    if (found) return { item: found.item, token: found.token };
    request.log.info({ requestId: request.id }, 'application page post: link refused');
    void sendPrivatePage(
      reply,
      404,
      renderLinkRefusal(site.name, (path) => siteLink(request, config.siteUrl, path)),
    );
    return undefined;
  };

  const back = (reply: FastifyReply, token: string, done: string, section: 'documents' | 'visit') =>
    reply
      .code(303)
      .header('Location', `/application/${encodeURIComponent(token)}?done=${done}#${section}`)
      .send();

  app.post(
    '/application/:token/documents/:document',
    { schema: { params: params('token', 'document') }, config: { rateLimit: rateLimited, ownBody: 'multipart' } },
    async (request, reply) => {
      const opened = open(request, reply);
      if (!opened) return reply;
      const { item, token } = opened;
      const to = (done: string) => back(reply, token, done, 'documents');
      if (isClosed(item.status)) return to('ended');
      const documentId = (request.params as { document: string }).document;
      const document = documentsForClass(getAdmissionDocuments(), item.data.studentClass ?? '').find((candidate) => candidate.id === documentId);
      if (!document) return to('unknown');
      if (!request.isMultipart()) return to('broken');
      // The answer goes once the temporary file is gone, so nothing half-received outlives the request.
      return to(await receiveDocument(request, item, document.id));
    },
  );

  /** Reads, checks, downscales and keeps one document; returns what came of it (a key of the family's journey notices, family-words.ts). */
  async function receiveDocument(request: FastifyRequest, item: Submission, documentId: string): Promise<string> {
    let incoming: IncomingFile | undefined;
    try {
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          // Only the first file of the "file" field counts; an empty file input sends a nameless, empty part.
          if (part.fieldname !== 'file' || incoming || !part.filename) {
            part.file.resume();
            continue;
          }
          incoming = await receiveFile(part, paths.incoming);
        }
      } catch (error) {
        if (error instanceof StorageError) throw error;
        const status = error instanceof IntakeError ? error.statusCode : (error as { statusCode?: number }).statusCode;
        return status === 413 ? 'too-large' : 'broken';
      }
      if (!incoming || incoming.size === 0) return 'no-file';
      let kind: string;
      try {
        kind = await checkType(incoming, documentUpload);
      } catch (error) {
        if (error instanceof IntakeError) return 'wrong-type';
        throw error;
      }
      const scaled = await downscaleImage(incoming, kind);
      incoming = scaled.file;
      const stored = await keepFile(incoming, scaled.kind, config.dataDir, paths.uploads, `${item.reference}-`);
      incoming = undefined;
      let saved: ReturnType<DocumentsRepository['save']>;
      try {
        const now = new Date();
        // Kept with the office's mail about it (or its place in the digest), or neither.
        saved = context.db.transaction(() => {
          const kept = documents.save(item.id, documentId, stored, now);
          if (kept)
            tellOffice(context, item, 'document-uploaded', `${documentTitle(documentId)}: ${stored.name} (${stored.type.toUpperCase()}), to check.`, now);
          return kept;
        })();
        if (saved) context.mailWorker.kick();
      } catch (error) {
        await fs.promises.rm(path.join(config.dataDir, stored.path), { force: true });
        throw new StorageError(error);
      }
      if (!saved) {
        await fs.promises.rm(path.join(config.dataDir, stored.path), { force: true });
        return 'accepted';
      }
      // The file sent before (rejected, or waiting) is not kept: the school keeps only what it checks.
      if (saved.replaced) await fs.promises.rm(path.join(config.dataDir, saved.replaced), { force: true });
      request.log.info({ requestId: request.id, reference: item.reference, document: documentId, type: stored.type, size: stored.size }, 'document uploaded');
      return 'uploaded';
    } finally {
      const leftover = incoming as IncomingFile | undefined;
      if (leftover) await fs.promises.rm(leftover.tempPath, { force: true });
    }
  }

  app.post(
    '/application/:token/visit',
    { schema: { params: params('token') }, config: { rateLimit: rateLimited, ownBody: 'page' } },
    async (request, reply) => {
      const opened = open(request, reply);
      if (!opened) return reply;
      const { item, token } = opened;
      const to = (done: string) => back(reply, token, done, 'visit');
      const parsed = visitForm.safeParse(request.body ?? {});
      if (!parsed.success) return to('broken');
      const now = new Date();
      if (parsed.data.action === 'cancel') {
        const released = context.db.transaction(() => {
          const booking = visits.release(item.id);
          if (booking) {
            mailVisit(context, item, 'cancelled', booking, now);
            tellOffice(context, item, 'visit-cancelled', `The family cancelled its visit: ${describeSlot(booking.slot)}.`, now);
          }
          return booking;
        })();
        if (!released) return to('no-booking');
        context.mailWorker.kick();
        request.log.info({ requestId: request.id, reference: item.reference, slot: released.slot.id }, 'visit cancelled by the family');
        return to('cancelled');
      }
      if (isClosed(item.status)) return to('ended');
      const slotId = parsed.data.slot;
      if (!slotId) return to('no-slot');
      // The seat and the mail in one immediate transaction: a booking is never kept without its confirmation, nor mailed without its seat.
      const outcome = context.db
        .transaction((): BookingOutcome => {
          const result = visits.book(item.id, slotId, now);
          if (result.ok) {
            mailVisit(context, item, result.movedFrom ? 'moved' : 'booked', result.booking, now, result.movedFrom);
            tellOffice(
              context,
              item,
              result.movedFrom ? 'visit-moved' : 'visit-booked',
              result.movedFrom
                ? `The family moved its visit from ${describeSlot(result.movedFrom)} to ${describeSlot(result.booking.slot)}.`
                : `The family booked a visit: ${describeSlot(result.booking.slot)}.`,
              now,
            );
          }
          return result;
        })
        .immediate();
      if (!outcome.ok) return to(outcome.reason);
      context.mailWorker.kick();
      request.log.info({ requestId: request.id, reference: item.reference, slot: slotId }, outcome.movedFrom ? 'visit moved' : 'visit booked');
      return to(outcome.movedFrom ? 'moved' : 'booked');
    },
  );
}
