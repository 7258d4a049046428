import { useState } from 'react';
import { isApiError } from '../api/api-error.ts';
import { reportError } from '../api/error-display.ts';

type WhileSaving = (work: () => Promise<void>, onRefused?: (message: string) => void) => Promise<void>;

/**
 * A dialog's save: `saving` (for `confirmLoading`) is on while `work` runs. A failure goes to
 * `reportError`, except a business refusal when `onRefused` is given to show it in the dialog.
 */
export function useSaving(): { saving: boolean; whileSaving: WhileSaving } {
  const [saving, setSaving] = useState(false);
  const whileSaving: WhileSaving = async (work, onRefused) => {
    setSaving(true);
    try {
      await work();
    } catch (error) {
      if (onRefused && isApiError(error) && error.kind === 'business') onRefused(error.message);
      else reportError(error);
    } finally {
      setSaving(false);
    }
  };
  return { saving, whileSaving };
}
