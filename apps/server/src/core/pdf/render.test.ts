import { describe, expect, it } from 'vitest';
import { pdfPagesText } from '../../test/pdf-text.ts';
import { cjkFontPath } from './font.ts';
import { renderPdf } from './render.ts';

describe('core PDF renderer', () => {
  it('embeds the Chinese font, so a reader gets the headings, paragraphs and table cells back', async () => {
    const pdf = await renderPdf({
      title: '学生账号单',
      blocks: [
        { kind: 'heading', text: '学生账号单 · 2023级1班' },
        { kind: 'paragraph', text: '请在首次登录后修改初始密码。' },
        {
          kind: 'table',
          columns: [
            { title: '学号', width: 2 },
            { title: '姓名', width: 2 },
            { title: '初始密码', width: 3 },
          ],
          rows: [['20230101', '王小明', 'abCD2345ef']],
        },
      ],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/FontFile2/);
    const [page] = await pdfPagesText(pdf);
    for (const text of [
      '学生账号单',
      '2023级1班',
      '请在首次登录后修改初始密码。',
      '学号',
      '初始密码',
      '王小明',
      'abCD2345ef',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('continues a long table on the next pages with its header, and breaks pages on request', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`学生${i + 1}`, `第${i + 1}行`]);
    const pdf = await renderPdf({
      title: '长表',
      blocks: [
        {
          kind: 'table',
          columns: [
            { title: '姓名', width: 1 },
            { title: '备注', width: 1 },
          ],
          rows,
        },
        { kind: 'pageBreak' },
        { kind: 'paragraph', text: '最后一页' },
      ],
    });
    const pages = await pdfPagesText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(4);
    for (const page of pages.slice(0, -1)) expect(page).toContain('姓名');
    expect(pages.join(' ')).toContain('学生120');
    expect(pages.at(-1)).toBe('最后一页');
  });

  it('names the package to install when the font is missing', () => {
    expect(() => cjkFontPath({ PDF_FONT: '/nonexistent/font.ttc' })).toThrow(/fonts-wqy-microhei/);
  });
});
