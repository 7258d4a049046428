import { base64Bytes } from '../../scale/library/template-download.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Hands a workbook the server sent as base64 to the browser as a download. */
export function downloadWorkbook({ fileName, base64 }: { fileName: string; base64: string }): void {
  const url = URL.createObjectURL(new Blob([base64Bytes(base64)], { type: XLSX_TYPE }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: some browsers start the download only after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
