import { accessStore, emptyAccess } from '../access/access-store.ts';

/** Gives the signed-in user these permission codes and no others. */
export function grant(...codes: string[]) {
  accessStore.set({ ...emptyAccess, auth: codes.map((action) => ({ action, type: '1', describe: action })) });
}
