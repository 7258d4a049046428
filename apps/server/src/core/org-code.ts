/** JeecgBoot org_code segment n (1-based): A01…A99, B01…, up to Z99. */
export function orgSegment(n: number): string {
  const block = Math.floor((n - 1) / 99);
  if (n < 1 || block > 25) throw new Error(`org_code segment out of range: ${n}`);
  return `${String.fromCharCode(65 + block)}${String(((n - 1) % 99) + 1).padStart(2, '0')}`;
}
