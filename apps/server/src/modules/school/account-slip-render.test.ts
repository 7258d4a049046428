import { describe, expect, it } from 'vitest';
import { documentPool } from '../../core/pdf/pool.ts';
import { accountSlip, type SlipLine } from './account-slip.ts';

// Issue 19: a large account slip (PDF and Excel) was rendered on the request thread.
describe('account slip rendering', () => {
  it('renders a 5,000-student slip in the document pool, off the event loop', async () => {
    const lines: SlipLine[] = Array.from({ length: 5000 }, (_, i) => ({
      className: `计算机学院 / 2023级 / 2023级${(i % 50) + 1}班`,
      studentNo: `2023${String(i).padStart(5, '0')}`,
      name: `学生${i}`,
      password: 'Abcdefgh23',
    }));
    const rendering = accountSlip(lines);
    // Handed to a pool thread at once: nothing of it is laid out on this thread.
    expect(documentPool().inFlight).toBe(1);
    const slip = await rendering;
    expect(Buffer.from(slip.pdf).subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(slip.xlsx).subarray(0, 2).toString()).toBe('PK');
    expect(slip.fileName).toBe('学生账号单-50个班级');
    await documentPool().close();
  }, 120_000);
});
