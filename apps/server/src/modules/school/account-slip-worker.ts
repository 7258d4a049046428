// A document pool thread's job (core/pdf/pool.ts): the account slip, Excel and PDF, off the event loop.
import { type AccountSlip, renderAccountSlip, type SlipLine } from './account-slip.ts';

export function slip(lines: SlipLine[]): Promise<AccountSlip> {
  return renderAccountSlip(lines);
}
