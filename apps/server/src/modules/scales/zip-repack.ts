import JSZip from 'jszip';
import type { ZipEntry } from './zip-guard.ts';

/**
 * A fresh zip of entries `checkZip` has already unpacked and measured. The parser reads this one, not
 * the upload, so nothing it reads can differ from what was checked. Stored, not deflated: the bytes are
 * bounded already and re-compressing them would only cost time.
 */
export function repack(entries: readonly ZipEntry[]): Promise<ArrayBuffer> {
  const zip = new JSZip();
  for (const { name, data } of entries) {
    // Folder records carry nothing a workbook reader needs.
    if (!name.endsWith('/')) zip.file(name, data, { binary: true, createFolders: false });
  }
  return zip.generateAsync({ type: 'arraybuffer', compression: 'STORE' });
}
