import { scaleRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Fetches the scale's .xlsx template (current wording) and hands it to the browser as a download. */
export async function downloadItemBankTemplate(scaleCode: string): Promise<void> {
  const { fileName, base64 } = await api(scaleRoutes.itemBankTemplate, { query: { scaleCode } });
  const url = URL.createObjectURL(new Blob([base64Bytes(base64)], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
