import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Site } from '../../lib/content/site';
import type { StatusMessages } from '../../lib/content/status-messages';
import type { ServerConfig } from '../config';
import type { IntakeContext } from '../intake/context';
import type { AccountsRepository } from './accounts';
import type { AuditLog } from './audit';
import type { SafeHtml } from './html';
import type { Inbox } from './inbox';
import type { LayoutOptions } from './layout';
import type { SessionStore, StaffSession } from './sessions';
import type { SignInGuard } from './sign-in';

/** What the staff routes share. */
export interface StaffContext {
  config: ServerConfig;
  intake: IntakeContext;
  site: Site;
  messages: StatusMessages;
  accounts: AccountsRepository;
  sessions: SessionStore;
  audit: AuditLog;
  inbox: Inbox;
  guard: SignInGuard;
  stylesheet: Buffer;
  cookie: CookieSerializeOptions;
  page: (reply: FastifyReply, status: number, title: string, body: SafeHtml, session?: StaffSession, current?: LayoutOptions['current']) => FastifyReply;
}

/** The staff routes' Fastify instance: request bodies typed by their zod schemas (server/staff/form-schemas.ts). */
export type StaffApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
