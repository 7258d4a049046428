import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { defaultHighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { CODE_TAB_SIZE, type CodeMode, loadMode } from './code-modes.ts';

type Props = {
  value?: string;
  onChange?: (value: string) => void;
  mode?: CodeMode;
  height?: number;
  readOnly?: boolean;
};

/** CodeMirror 6 code editor (spec §9 modes, tab size 2). Lazy-load the file that renders it. */
export function CodeEditor({ value = '', onChange, mode = 'javascript', height = 300, readOnly }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const language = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;
  // The editor is created with the first value; later values are applied by the effect below.
  const initial = useRef(value);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.current,
        extensions: [
          lineNumbers(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(' '.repeat(CODE_TAB_SIZE)),
          EditorState.readOnly.of(Boolean(readOnly)),
          language.current.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current?.(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { height: `${height}px`, border: '1px solid #d9d9d9' } }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
  }, [height, readOnly]);

  useEffect(() => {
    let live = true;
    loadMode(mode).then((extension) => {
      if (live) view.current?.dispatch({ effects: language.current.reconfigure(extension) });
    });
    return () => {
      live = false;
    };
  }, [mode]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  return <div ref={host} data-testid="code-editor" data-mode={mode} />;
}
