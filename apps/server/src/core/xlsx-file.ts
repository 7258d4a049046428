import { XLSX_CONTENT_TYPE } from '@xinmiao/shared';
import { FileReply } from './file-reply.ts';

/** An `.xlsx` download (templates, error workbooks, exports). */
export const xlsxFile = (data: Buffer, fileName: string): FileReply =>
  new FileReply(data, XLSX_CONTENT_TYPE, fileName);
