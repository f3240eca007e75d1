/**
 * The content editor's backend: Decap CMS served at /staff/admin/ to editors, and Decap's proxy protocol at
 * /staff/cms/api/v1, each save one git commit in the site's repository (which the publisher publishes).
 */
import { EDITOR_PATH } from '../../../lib/cms/paths';
import type { StaffMenuEntry } from '../../staff-shell/layout';

export { default as editorPlugin, type EditorOptions } from './plugin';
export type { OnCommit } from './backend';
export { allowListFor, isEditorManaged } from './allow-list';

/** The content editor in the staff menu (no current page: it is Decap's own). */
export const editorMenu: StaffMenuEntry[] = [{ href: EDITOR_PATH, label: 'Content editor', route: '/staff/admin/*' }];
