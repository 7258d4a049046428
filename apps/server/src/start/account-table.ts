import type { Account, AccountListing } from './accounts.ts';

// East Asian wide characters take two terminal columns; padding by string length misaligns them.
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** Rows of cells as aligned columns, two spaces apart, each line indented by two. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell));
    });
  }
  return rows.map((row) => {
    const cells = row.map((cell, i) =>
      i === row.length - 1 ? cell : cell + ' '.repeat((widths[i] ?? 0) - displayWidth(cell)),
    );
    return `  ${cells.join('  ')}`.trimEnd();
  });
}

/** One table of accounts, each with its password or where its password comes from. */
export function accountTable(listing: AccountListing, passwordOf: (account: Account) => string): string[] {
  const rows = listing.accounts.map((a) => [a.username, a.realname, a.schools, a.roles, passwordOf(a)]);
  const lines = alignColumns([['account', 'name', 'school (tenant)', 'role', 'password'], ...rows]);
  if (listing.more > 0) lines.push(`  … and ${listing.more} more accounts (系统管理 → 用户管理)`);
  return lines;
}
