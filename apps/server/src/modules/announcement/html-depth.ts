import { Parser } from 'htmlparser2';

class TooDeep extends Error {}

/**
 * Whether any element of the document sits deeper than `max` open elements. htmlparser2 (under
 * `sanitize-html`) keeps its open-element stack with `unshift` and `indexOf`, so its cost grows with
 * depth × tags: 66,000 nested `<b>` in 200 kB take seconds. This pass stops at `max`, so it stays
 * linear, and a document it rejects never reaches the full parse.
 */
export function exceedsNesting(html: string, max: number): boolean {
  let depth = 0;
  const parser = new Parser({
    onopentag() {
      depth++;
      if (depth > max) throw new TooDeep();
    },
    onclosetag() {
      depth--;
    },
  });
  try {
    parser.end(html);
    return false;
  } catch (e) {
    if (e instanceof TooDeep) return true;
    throw e;
  }
}
