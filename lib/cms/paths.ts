/** Addresses and folders of the content editor, shared by its config (lib/cms/config.ts) and its backend (server/features/editor/). */

/** Uploads outside a collection's own folder (the config's `media_folder`), repo-relative. */
export const CMS_MEDIA_FOLDER = 'content/images';

/** A collection's image folder (its image fields' `media_folder`), repo-relative. */
export function collectionMediaFolder(folder: string): string {
  return `${CMS_MEDIA_FOLDER}/${folder}`;
}

/** Where the form service answers Decap's proxy backend protocol (the config's `proxy_url`, same origin). */
export const CMS_API_PATH = '/staff/cms/api/v1';

/**
 * Where the form service serves the editor: under /staff, so the staff session cookie (Path=/staff) reaches it;
 * /admin redirects here.
 */
export const EDITOR_PATH = '/staff/admin/';

/** The staff page where editors follow each publish (built by the publisher). */
export const UPDATES_PATH = '/staff/updates';
