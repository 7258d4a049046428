import { SpreadsheetMsg } from './messages.ts';
import { SheetProblem, walkXml } from './xml-walk.ts';

/**
 * The shared-string table (`xl/sharedStrings.xml`): each `<si>`'s text runs joined, phonetic runs
 * (`<rPh>`) left out. The count and each string's length are checked before the string grows.
 */
export function readSharedStrings(
  xml: Uint8Array | undefined,
  limits: { maxSharedStrings: number; maxCellChars: number },
): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let inPhonetic = false;
  const finish = () => {
    if (current !== null) strings.push(current);
    current = null;
  };
  walkXml(xml, {
    open(name) {
      if (name === 'si') {
        finish();
        if (strings.length >= limits.maxSharedStrings) {
          throw new SheetProblem(SpreadsheetMsg.tooManyStrings(limits.maxSharedStrings));
        }
        current = '';
      } else if (name === 'rPh') inPhonetic = true;
      else if (name === 't') inText = current !== null && !inPhonetic;
    },
    text(text) {
      if (!inText || current === null) return;
      if (current.length + text.length > limits.maxCellChars) {
        throw new SheetProblem(SpreadsheetMsg.sharedTooLong(limits.maxCellChars));
      }
      current += text;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si') finish();
    },
  });
  finish();
  return strings;
}
