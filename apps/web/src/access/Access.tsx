import type { ReactNode } from 'react';
import { useAccess } from './access-store.ts';

/** Renders children only when the user holds the button permission `code`. */
export function Access({ code, children }: { code: string; children: ReactNode }) {
  const { can } = useAccess();
  return can(code) ? children : null;
}
