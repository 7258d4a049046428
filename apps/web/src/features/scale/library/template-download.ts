import { scaleRoutes } from '@xinmiao/shared';
import { downloadRoute } from '../../../api/download.ts';

export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Fetches the scale's .xlsx template (current wording) and hands it to the browser as a download. */
export function downloadItemBankTemplate(scaleCode: string): Promise<void> {
  return downloadRoute(scaleRoutes.itemBankTemplate, { query: { scaleCode } }, `${scaleCode}-题库模板.xlsx`);
}
