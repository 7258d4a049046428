import { loadPermissions } from '../../../access/session-actions.ts';
import { reportError } from '../../../api/error-display.ts';

/**
 * After a form is added, edited or deleted: the server has made, renamed or removed the form's menu
 * and its buttons' codes, so the console loads its menu and button permissions again (else a new
 * form shows no 数据 and no menu until the next sign-in). The save itself has succeeded either way.
 */
export async function reloadFormAccess<Reply>(reply: Reply): Promise<Reply> {
  await loadPermissions().catch(reportError);
  return reply;
}
