/**
 * Decap CMS's proxy backend protocol, as decap-cms-backend-proxy sends it and decap-server answers it
 * (node_modules/decap-cms-backend-proxy/src/implementation.ts, decap-server/src/middlewares/localFs): one POST
 * of JSON `{ action, params, branch }` per call. Only the simple (non-editorial) workflow's actions are served.
 */
import { z } from 'zod';
import { CMS_MAX_BODY_BYTES, MAX_ENTRY_BYTES } from '../../../lib/cms/limits';

/** The request body: a few data files and the photos saved with them (lib/cms/limits.ts, the proxy's limit too). */
export const MAX_BODY_BYTES = CMS_MAX_BODY_BYTES;
export { MAX_ENTRY_BYTES };

const repoPath = z.string().min(1).max(300);

// The body limit bounds the content; a photo over MAX_UPLOAD_BYTES is refused with its own message (413) after decoding.
const asset = z.object({ path: repoPath, content: z.string(), encoding: z.literal('base64') });
const dataFile = z.object({ slug: z.string().max(300).optional(), path: repoPath, raw: z.string().max(MAX_ENTRY_BYTES), newPath: repoPath.optional() });

export const paramsByAction = {
  info: z.object({}).passthrough(),
  entriesByFolder: z.object({ folder: repoPath, extension: z.string().max(10), depth: z.number().int().min(0).max(10).optional() }).passthrough(),
  entriesByFiles: z.object({ files: z.array(z.object({ path: repoPath, label: z.string().max(300).optional() }).passthrough()).max(200) }).passthrough(),
  getEntry: z.object({ path: repoPath }).passthrough(),
  persistEntry: z
    .object({
      entry: dataFile.optional(),
      dataFiles: z.array(dataFile).min(1).max(10).optional(),
      assets: z.array(asset).max(4).default([]),
      options: z
        .object({ commitMessage: z.string().max(1000).optional(), useWorkflow: z.boolean().optional() })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .refine((params) => params.entry || params.dataFiles, 'persistEntry needs dataFiles'),
  getMedia: z.object({ mediaFolder: repoPath }).passthrough(),
  getMediaFile: z.object({ path: repoPath }).passthrough(),
  persistMedia: z.object({ asset }).passthrough(),
  deleteFile: z.object({ path: repoPath }).passthrough(),
  deleteFiles: z.object({ paths: z.array(repoPath).min(1).max(50) }).passthrough(),
  getDeployPreview: z.object({}).passthrough(),
} as const;

export type CmsAction = keyof typeof paramsByAction;
export type ParamsOf<A extends CmsAction> = z.infer<(typeof paramsByAction)[A]>;

export const requestSchema = z.object({
  action: z.string().max(60),
  params: z.record(z.string(), z.unknown()).default({}),
  branch: z.string().max(200).optional(),
});

export function isServedAction(action: string): action is CmsAction {
  return Object.hasOwn(paramsByAction, action);
}

/** An entry as Decap reads it: the text, and the file with its id (the SHA-256 of the content, as decap-server). */
export interface EntryAnswer {
  data: string | null;
  file: { path: string; label?: string; id: string | null };
}

/** A media file as Decap reads it: base64 content. */
export interface MediaAnswer {
  id: string;
  content: string;
  encoding: 'base64';
  path: string;
  name: string;
}
