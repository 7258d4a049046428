import JSZip from 'jszip';

const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';

/** The `<worksheet>` part around `sheetData` (the rows' XML, written as given: it may be malformed on purpose). */
export const worksheet = (sheetData: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;

/** A minimal .xlsx, deflated like Excel's, whose first sheet is `sheetXml`; `sharedStrings` adds that part. */
export async function workbookZip(sheetXml: string, sharedStrings?: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('xl/workbook.xml', WORKBOOK);
  zip.file('xl/_rels/workbook.xml.rels', RELS);
  zip.file('xl/worksheets/sheet1.xml', sheetXml);
  if (sharedStrings !== undefined) zip.file('xl/sharedStrings.xml', sharedStrings);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
