import type { RouteOptions } from 'fastify';
import { z } from 'zod';

/**
 * What each route reads, declared with zod (fastify-type-provider-zod's validatorCompiler, set for the whole service
 * in app.ts): its path's parameters, the query names it reads, its body. Checked before the handler runs; a request of
 * the wrong shape is answered 400 by the scope's error page. `assertDeclared` (an onRoute hook) stops the start when a
 * route does not say.
 */

/** A route's path parameters: text, as Fastify gives them; the handler checks what a value must be (a reference's pattern). */
export function params<K extends string>(...names: K[]) {
  return z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as { [P in K]: z.ZodString });
}

/** One value of the query string: text, or a list when the name repeats (routes read text only, so a list is ignored). */
const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/** The query names a route reads, each optional; other names pass (and are ignored). */
export function query<K extends string>(...names: K[]) {
  return z.looseObject(Object.fromEntries(names.map((name) => [name, queryValue])) as { [P in K]: typeof queryValue });
}

/**
 * Why a POST reads its body itself rather than by a route schema: `multipart`, a file streamed to disk; `signed`, the
 * exact bytes a signature covers; `form`, the shared form schemas of lib/forms (the browser's too), whose messages per
 * field are the answer; `page`, a family's form answered on its own page (a stale form, a wrong UTR); `beacon`, a
 * sendBeacon's text body; `decap`, Decap's protocol (features/editor/protocol.ts, each refusal audited); `none`, a
 * button whose post carries nothing the route reads.
 */
export type OwnBody = 'multipart' | 'signed' | 'form' | 'page' | 'beacon' | 'decap' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that reads its body itself, and why (core/schemas.ts). */
    ownBody?: OwnBody;
  }
}

/** Stops the start for a route that does not declare its parameters, or a POST that neither declares its body nor says why. */
export function assertDeclared(route: RouteOptions): void {
  const methods = [route.method].flat();
  const where = `${methods.join(',')} ${route.url}`;
  if (/\/:/.test(route.url) && !route.schema?.params) throw new Error(`${where} has no params schema: declare them (core/schemas.ts params())`);
  const config = route.config as { ownBody?: OwnBody } | undefined;
  if (methods.includes('POST') && !route.schema?.body && !config?.ownBody) {
    throw new Error(`${where} has no body schema: declare its body, or config.ownBody with the reason it reads it itself (core/schemas.ts)`);
  }
}
