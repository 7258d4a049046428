const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Thousand separators on the integer part (spec §9), decimals kept as written: `1234567.891` →
 * `1,234,567.891`. Text that is not a plain number comes back unchanged.
 */
export function formatThousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!PLAIN_NUMBER.test(text)) return text;
  const [integer = '', decimals] = text.split('.');
  const sign = integer.startsWith('-') ? '-' : '';
  const grouped = integer.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${decimals}`;
}
