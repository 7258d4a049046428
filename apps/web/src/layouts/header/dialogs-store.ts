import { type Depart, sessionRoutes } from '@xinmiao/shared';
import { sessionStore } from '../../access/session-store.ts';
import { api } from '../../api/client.ts';
import { reportError } from '../../api/error-display.ts';
import { feedback } from '../../api/feedback.ts';
import { createStore } from '../../hooks/create-store.ts';

export const NO_USER_WARNING = '当前系统无登录用户!';
export const NO_DEPART_WARNING = '您尚未设置部门信息!';

export type DialogsState = {
  password: boolean;
  depart: { list: Depart[]; orgCode: string | null } | null;
};

export const dialogsStore = createStore<DialogsState>({ password: false, depart: null });

/** Opens the change-password dialog only for a signed-in user. */
export function openChangePassword(): void {
  if (!sessionStore.get().username) {
    feedback()?.message.warning(NO_USER_WARNING);
    return;
  }
  dialogsStore.set((s) => ({ ...s, password: true }));
}

/** Loads the user's departments and opens the switch dialog only when there are some. */
export async function openDepartSwitch(): Promise<void> {
  try {
    const result = await api(sessionRoutes.currentUserDeparts);
    if (result.list.length === 0) {
      feedback()?.message.warning(NO_DEPART_WARNING);
      dialogsStore.set((s) => ({ ...s, depart: null }));
      return;
    }
    dialogsStore.set((s) => ({ ...s, depart: { list: result.list, orgCode: result.orgCode } }));
  } catch (error) {
    reportError(error);
  }
}

export function closeDialogs(which: 'password' | 'depart'): void {
  dialogsStore.set((s) => (which === 'password' ? { ...s, password: false } : { ...s, depart: null }));
}
