// Check rules vs other schools: school 1001's median call idle, then while school 1000 sends parallel
// /sys/checkRule/checkByCode calls against a rule `a*a*a*a*a*a*a*b` (passed safe-regex2, froze V8's
// engine 17 s on 55 characters) with values at the rule's length cap. PGlite, in-process. Printed, never asserted.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { matchesWhole } from '../apps/server/src/modules/dict/rule-pattern.ts';
import { createTestDb } from '../apps/server/src/test/test-db.ts';
import { line, median, otherSchool, signIn } from './support/other-school.ts';

const CALLS = 200;
const PARALLEL = 8;

const db = await createTestDb({ pgliteThread: true });
const { app } = await buildApp({ db: db.db, loginCaptcha: false });
await app.ready();
const admin = await signIn(app, 'admin');
const other = otherSchool(app, await signIn(app, 'zhongxue'));

const rule = JSON.stringify([{ digits: '*', pattern: 'a*a*a*a*a*a*a*b', message: '不匹配' }]);
const added = await app.inject({
  method: 'POST',
  url: '/jeecg-boot/sys/checkRule/add',
  headers: { 'x-access-token': admin },
  payload: { ruleName: '回溯', ruleCode: 'redos', ruleJson: rule },
});
if (!(added.json() as { success: boolean }).success) throw new Error(`add rule: ${added.body}`);

const idle = await other.idle(15_000);
const idleMedian = median(idle);
line("other school's getUserInfo median, idle", idle);

const value = 'a'.repeat(255);
const matchStart = performance.now();
for (let n = 0; n < 100; n++) matchesWhole('a*a*a*a*a*a*a*b', value);
console.log(
  `  one match of 255 × 'a' on RE2 (re2js): ${((performance.now() - matchStart) / 100).toFixed(2)} ms`,
);
async function burst(): Promise<void> {
  for (let sent = 0; sent < CALLS; sent += PARALLEL) {
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        const reply = await app.inject({
          method: 'GET',
          url: `/jeecg-boot/sys/checkRule/checkByCode?ruleCode=redos&value=${value}`,
          headers: { 'x-access-token': admin },
        });
        if ((reply.json() as { message: string }).message !== '不匹配') throw new Error(reply.body);
      }),
    );
  }
}
const start = performance.now();
line(
  `  during ${CALLS} checks (${PARALLEL} at a time) of 255 × 'a' against a*a*a*a*a*a*a*b`,
  await other.samplesDuring(burst()),
  idleMedian,
);
console.log(`  ${CALLS} checks answered in ${(performance.now() - start).toFixed(0)} ms`);
await app.close();
await db.close();
