import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { CRON_TIMEZONE, nextRuns } from './quartz-cron.ts';

const FROM = new Date('2026-01-01T00:00:00Z');

/** croner in its own (standard) dialect: weekdays 0=SUN…6=SAT, no Quartz options. */
function plainCroner(expression: string, n: number): string[] {
  const job = new Cron(expression, { timezone: CRON_TIMEZONE });
  const runs = job.nextRuns(n, FROM).map((d) => d.toISOString());
  job.stop();
  return runs;
}

function quartz(expression: string, n: number): string[] {
  return nextRuns(expression, FROM, n).map((d) => d.toISOString());
}

/**
 * Each Quartz expression the cron editor can write, beside the same schedule in croner's own
 * dialect: the wrapper must translate weekdays (Quartz 1 = Sunday), `?`, `#`, `L`, `W` and years.
 */
const TABLE: { quartz: string; croner: string; label: string }[] = [
  { label: '第3个周五 12:00', quartz: '0 0 12 ? * 6#3', croner: '0 0 12 * * 5#3' },
  { label: '每月最后一天', quartz: '0 0 10 L * ?', croner: '0 0 10 L * *' },
  { label: '每月最后一个周五', quartz: '0 0 0 ? * 6L', croner: '0 0 0 * * 5#L' },
  { label: '最近工作日 15W', quartz: '0 0 10 15W * ?', croner: '0 0 10 15W * *' },
  { label: '工作日每20分钟', quartz: '0 0/20 8-10 ? * 2-6', croner: '0 */20 8-10 * * 1-5' },
  { label: '周日和周六', quartz: '30 5 4 ? * 1,7', croner: '30 5 4 * * 0,6' },
  { label: '每季度首日', quartz: '0 0 3 1 1/3 ?', croner: '0 0 3 1 1-12/3 *' },
];

describe('Quartz next runs equal croner in its own dialect', () => {
  for (const row of TABLE) {
    it(`${row.label}: ${row.quartz}`, () => {
      expect(quartz(row.quartz, 10)).toEqual(plainCroner(row.croner, 10));
    });
  }

  it('a year field keeps the runs of that year only', () => {
    const inYear = plainCroner('0 0 9 * * *', 400).filter((iso) => {
      const year = new Date(new Date(iso).getTime() + 8 * 3_600_000).getUTCFullYear();
      return year === 2027;
    });
    expect(quartz('0 0 9 * * ? 2027', 10)).toEqual(inYear.slice(0, 10));
  });
});
