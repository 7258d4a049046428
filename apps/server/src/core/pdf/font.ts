import { existsSync } from 'node:fs';

/** Where Debian's `fonts-wqy-microhei` (installed on servers and in CI) puts the font. */
const CANDIDATES = [
  '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
  '/usr/share/fonts/wqy-microhei/wqy-microhei.ttc',
];

/** The face of the collection PDFs use. */
export const CJK_FONT_FACE = 'WenQuanYiMicroHei';

/** The Chinese font file: `PDF_FONT` when set, else the system's WenQuanYi Micro Hei. */
export function cjkFontPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.PDF_FONT || CANDIDATES.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error('PDF 需要中文字体：请安装 fonts-wqy-microhei，或用 PDF_FONT 指定字体文件');
  }
  return path;
}
