import { Parser } from 'htmlparser2';
import { SpreadsheetMsg } from './messages.ts';

/** A workbook that cannot be read; its message is what the person is told. */
export class SheetProblem extends Error {
  override name = 'SheetProblem';
}

export type XmlHandlers = {
  open?: (name: string, attrs: Readonly<Record<string, string>>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
};

/** Bytes fed to the parser at a time: text is handed on in pieces of at most this size. */
const CHUNK_BYTES = 64 * 1024;
/** Spreadsheet parts nest about six deep; the parser's tag stack grows with unclosed tags, so it is capped. */
const MAX_DEPTH = 24;
/** The richest element of a sheet part (`<row>`, `<c>`, `<xf>`) carries about ten attributes. */
const MAX_ATTRIBUTES = 32;

/** `x:row` and `row` alike: some writers prefix the spreadsheet namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML part through htmlparser2 (XML mode: the five named entities and numeric
 * references only, no DTD, so no entity expansion). Unclosed tags are closed at the end in one
 * linear pass; nesting and attributes are capped so a hostile part cannot make the parser's own
 * bookkeeping grow. Handlers throw `SheetProblem` to stop at the first bound crossed.
 */
export function walkXml(data: Uint8Array, handlers: XmlHandlers): void {
  let depth = 0;
  let attributes = 0;
  const parser = new Parser(
    {
      onopentagname() {
        depth++;
        attributes = 0;
        if (depth > MAX_DEPTH) throw new SheetProblem(SpreadsheetMsg.tooHeavy);
      },
      onattribute() {
        attributes++;
        if (attributes > MAX_ATTRIBUTES) throw new SheetProblem(SpreadsheetMsg.tooHeavy);
      },
      onopentag(name, attrs) {
        handlers.open?.(localName(name), attrs);
      },
      ontext(text) {
        handlers.text?.(text);
      },
      onclosetag(name) {
        depth--;
        handlers.close?.(localName(name));
      },
    },
    { xmlMode: true },
  );
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at < data.length; at += CHUNK_BYTES) {
    parser.write(decoder.decode(data.subarray(at, at + CHUNK_BYTES), { stream: true }));
  }
  parser.write(decoder.decode());
  parser.end();
}
