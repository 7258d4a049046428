import type { TenantDb } from '../../core/tenant-db.ts';
import { sysCheckRule } from '../../db/schema.ts';

/** JeecgBoot's demo check rule `common`, so `/sys/checkRule/checkByCode` has one to apply. */
export async function seedCheckRules(tdb: TenantDb): Promise<void> {
  await tdb.insert(sysCheckRule, {
    ruleName: '通用编码规则',
    ruleCode: 'common',
    ruleJson: [
      { digits: '1', pattern: '[A-Za-z]', message: '首位必须是字母' },
      { digits: '*', pattern: '[A-Za-z0-9]{5,17}', message: '其余须为 5 到 17 位字母或数字' },
    ],
    ruleDescription: '首位字母，总长 6 到 18 位',
    createBy: 'admin',
  });
}
