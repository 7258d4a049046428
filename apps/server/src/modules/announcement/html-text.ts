import { Parser } from 'htmlparser2';

/** Tags that end a block of text; inline tags (b, span, …) join their text without a space. */
const BLOCKS = new Set([
  'p',
  'br',
  'li',
  'div',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
]);

/** The text of stored rich text: entities decoded, tags dropped, blocks separated by a space. */
export function plainTextOf(html: string): string {
  const pieces: string[] = [];
  const parser = new Parser({
    ontext: (text) => pieces.push(text),
    onclosetag: (name) => {
      if (BLOCKS.has(name)) pieces.push(' ');
    },
  });
  parser.write(html);
  parser.end();
  return pieces.join('').replace(/\s+/g, ' ').trim();
}
