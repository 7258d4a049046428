import { type VisitDay, visitRoutes } from '@xinmiao/shared';
import { and, eq, gte, like, sql } from 'drizzle-orm';
import { okPlain, okWith } from '../../core/envelope.ts';
import type { Registrar } from '../../core/register-route.ts';
import { LOGIN_OK_SUFFIX, LogType } from '../../core/sys-log.ts';
import { countAll, countDistinct, countWhere } from '../../core/tenancy/aggregates.ts';
import { chinaDateTime, parseChinaTime } from '../../core/time.ts';
import { sysLog } from '../../db/schema.ts';

const DAY_MS = 86_400_000;
const WEEK = 7;

/** `yyyy-MM-dd` of the Shanghai day `daysAgo` days before `now`. */
function shanghaiDay(now: Date, daysAgo = 0): string {
  return chinaDateTime(new Date(now.getTime() - daysAgo * DAY_MS)).slice(0, 10);
}

/** Successful sign-ins: the login log also holds logouts, failures and switches, which are no visits. */
const visits = and(eq(sysLog.logType, LogType.LOGIN), like(sysLog.logContent, `%${LOGIN_OK_SUFFIX}`));

/** 首页 counters: `/sys/loginfo` (totals and today) and `/sys/visitInfo` (the last 7 days). */
export function registerVisitRoutes(r: Registrar): void {
  r.route(visitRoutes.loginfo, async (ctx) => {
    const today = parseChinaTime(shanghaiDay(new Date()));
    const [row] = await ctx.db
      .select({
        total: countAll(),
        today: countWhere(gte(sysLog.createTime, today)),
        todayIp:
          sql<number>`count(distinct ${sysLog.ip}) filter (where ${gte(sysLog.createTime, today)})`.mapWith(
            Number,
          ),
      })
      .from(sysLog)
      .where(visits);
    return okWith('登录成功', {
      totalVisitCount: row?.total ?? 0,
      todayVisitCount: row?.today ?? 0,
      todayIp: row?.todayIp ?? 0,
    });
  });

  r.route(visitRoutes.visitInfo, async (ctx) => {
    const now = new Date();
    const days = Array.from({ length: WEEK }, (_, i) => shanghaiDay(now, WEEK - 1 - i));
    const day = sql<string>`to_char(${sysLog.createTime} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
    const rows = await ctx.db
      .select({ day, visit: countAll(), ip: countDistinct(sysLog.ip) })
      .from(sysLog)
      .where(and(visits, gte(sysLog.createTime, parseChinaTime(days[0] ?? shanghaiDay(now)))))
      .groupBy(day);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const week: VisitDay[] = days.map((tian) => ({
      visit: byDay.get(tian)?.visit ?? 0,
      ip: byDay.get(tian)?.ip ?? 0,
      tian,
      type: tian.slice(5),
    }));
    return okPlain(week);
  });
}
