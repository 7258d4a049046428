import { describe, expect, it } from 'vitest';
import {
  filesOf,
  isImageFile,
  keepLast,
  moveFile,
  pathFromResponse,
  toStringValue,
  UPLOAD_MESSAGES,
  uploadOutcome,
} from './upload-value.ts';

describe('upload value', () => {
  it('reads a comma list of paths and writes it back', () => {
    const files = filesOf('temp/a.png,temp/b.pdf');
    expect(files).toEqual([
      { fileName: 'a.png', filePath: 'temp/a.png', fileSize: 0 },
      { fileName: 'b.pdf', filePath: 'temp/b.pdf', fileSize: 0 },
    ]);
    expect(toStringValue(files)).toBe('temp/a.png,temp/b.pdf');
    expect(filesOf('')).toEqual([]);
    expect(filesOf([{ fileName: 'x', filePath: 'temp/x', fileSize: 3 }])).toHaveLength(1);
  });

  it('keeps the last N files, 0 meaning no limit', () => {
    expect(keepLast([1, 2, 3], 2)).toEqual([2, 3]);
    expect(keepLast([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(keepLast([1], 1)).toEqual([1]);
  });

  it('moves left and right with the spec messages at the ends', () => {
    expect(moveFile(['a', 'b', 'c'], 1, 'left')).toEqual({ files: ['b', 'a', 'c'] });
    expect(moveFile(['a', 'b', 'c'], 1, 'right')).toEqual({ files: ['a', 'c', 'b'] });
    expect(moveFile(['a', 'b'], 0, 'left')).toEqual({ error: '未知的操作' });
    expect(moveFile(['a', 'b'], 1, 'right')).toEqual({ error: '已到最后~' });
  });

  it('takes the path from responseName, refusing a false success', () => {
    expect(pathFromResponse({ success: true, message: 'temp/a.png' })).toBe('temp/a.png');
    expect(pathFromResponse({ success: false, message: '不支持的文件类型' })).toBeNull();
    expect(pathFromResponse({ url: 'x/y.png' }, 'url')).toBe('x/y.png');
    expect(pathFromResponse({ success: 'yes', message: 'p' })).toBe('p');
    expect(pathFromResponse('oops')).toBeNull();
  });

  it('tells a stored file, an explained refusal, a server error and an unexplained failure apart (spec §8)', () => {
    expect(uploadOutcome(200, { success: true, message: 'temp/a.png' })).toEqual({
      kind: 'stored',
      path: 'temp/a.png',
    });
    expect(uploadOutcome(200, { success: false, message: '不支持的文件类型' })).toEqual({
      kind: 'refused',
      message: '不支持的文件类型',
    });
    expect(uploadOutcome(200, { success: false, message: '' })).toEqual({
      kind: 'refused',
      message: '未知错误',
    });
    expect(uploadOutcome(500, { success: false, message: '磁盘已满' })).toEqual({
      kind: 'serverError',
      message: '磁盘已满',
    });
    expect(UPLOAD_MESSAGES.errorDetail('磁盘已满')).toBe('错误信息：磁盘已满');
    expect(uploadOutcome(502, null)).toEqual({ kind: 'failed' });
  });

  it('names a stored file by its path, 未知的文件 when the path ends without a name', () => {
    expect(filesOf('temp/a.png,temp/').map((f) => f.fileName)).toEqual(['a.png', '未知的文件']);
  });

  it('recognises images by type or extension', () => {
    expect(isImageFile({ type: 'image/png', name: 'a' })).toBe(true);
    expect(isImageFile({ type: '', name: 'a.JPG' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
  });
});
