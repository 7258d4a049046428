import { useState } from 'react';

/**
 * A dialog's working choice, reset to `initial` as the dialog opens. The reset happens during render,
 * not after the open animation, so a row ticked while the dialog is still fading in is kept.
 */
export function useChoiceOnOpen<T>(open: boolean, initial: T) {
  const [choice, setChoice] = useState<T>(initial);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(initial);
  }
  return [choice, setChoice] as const;
}
