import { StreamLanguage, type StreamParser } from '@codemirror/language';
import type { Extension } from '@codemirror/state';

/** Spec §9: the code editor's modes. */
export const CODE_MODES = [
  'css',
  'javascript',
  'html',
  'java',
  'objective-c',
  'python',
  'r',
  'shell',
  'sql',
  'swift',
  'vue',
  'markdown',
] as const;
export type CodeMode = (typeof CODE_MODES)[number];

/** Spec §9: tab size 2. */
export const CODE_TAB_SIZE = 2;

// The editor itself imports @codemirror/language statically: only the mode files are worth a chunk.
async function legacy<State>(load: () => Promise<StreamParser<State>>): Promise<Extension> {
  return StreamLanguage.define(await load());
}

/** The language support of a mode, loaded only when an editor in that mode opens. */
export function loadMode(mode: CodeMode): Promise<Extension> {
  switch (mode) {
    case 'html':
    case 'vue':
      return import('@codemirror/lang-html').then((m) => m.html());
    case 'markdown':
      return import('@codemirror/lang-markdown').then((m) => m.markdown());
    case 'css':
      return legacy(() => import('@codemirror/legacy-modes/mode/css').then((m) => m.css));
    case 'javascript':
      return legacy(() => import('@codemirror/legacy-modes/mode/javascript').then((m) => m.javascript));
    case 'java':
      return legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.java));
    case 'objective-c':
      return legacy(() => import('@codemirror/legacy-modes/mode/clike').then((m) => m.objectiveC));
    case 'python':
      return legacy(() => import('@codemirror/legacy-modes/mode/python').then((m) => m.python));
    case 'r':
      return legacy(() => import('@codemirror/legacy-modes/mode/r').then((m) => m.r));
    case 'shell':
      return legacy(() => import('@codemirror/legacy-modes/mode/shell').then((m) => m.shell));
    case 'sql':
      return legacy(() => import('@codemirror/legacy-modes/mode/sql').then((m) => m.standardSQL));
    case 'swift':
      return legacy(() => import('@codemirror/legacy-modes/mode/swift').then((m) => m.swift));
  }
}
