import type { GrowthRecordBody } from '@xinmiao/shared';
import type { GrowthAppend } from '../../core/growth-events.ts';
import { parseChinaTime } from '../../core/time.ts';

/**
 * A staff-entered (or imported) award, activity, competition or volunteer service: the student sees
 * it too.
 */
export function recordEvent(studentId: string, body: Omit<GrowthRecordBody, 'studentId'>): GrowthAppend {
  const hours = body.kind === 'volunteer' ? `（${body.hours ?? 0} 小时）` : '';
  const rank = body.rank ? `［${body.rank}］` : '';
  return {
    studentId,
    kind: body.kind,
    visibility: 'student',
    title: `${body.title}${rank}${hours}`,
    payload: { rank: body.rank, ...(body.hours !== undefined ? { hours: body.hours } : {}) },
    sourceModule: 'growth',
    eventTime: parseChinaTime(body.date),
  };
}
