import { createContext, useContext } from 'react';

/**
 * The fixed list filter (`lowAppFilter`) of the low-code app entry a list is opened from: merged
 * into the list's parameters. The server applies the app's stored filter whatever is sent.
 */
export const LowAppFilterContext = createContext<Readonly<Record<string, string>>>({});

export function useLowAppFilter(): Readonly<Record<string, string>> {
  return useContext(LowAppFilterContext);
}
