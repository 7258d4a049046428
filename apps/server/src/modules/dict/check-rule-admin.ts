import {
  CHECK_RULE_MESSAGES,
  type CheckRuleItem,
  checkRuleInput,
  checkRuleRoutes,
  type SysCheckRule,
} from '@xinmiao/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import { fail, ok, okMsg } from '../../core/envelope.ts';
import type { FileStorage } from '../../core/files/file-storage.ts';
import { idList } from '../../core/id-list.ts';
import { listExport } from '../../core/list/list-export.ts';
import { type SqlListConfig, sqlList, sqlListRows } from '../../core/list/sql-list.ts';
import type { Registrar } from '../../core/register-route.ts';
import { type ImportColumn, RowProblems, sheetImport } from '../../core/spreadsheet/sheet-import.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysCheckRule } from '../../db/schema.ts';
import { compilePattern } from './rule-pattern.ts';

function toCheckRule(row: typeof sysCheckRule.$inferSelect): SysCheckRule {
  return {
    id: row.id,
    ruleName: row.ruleName,
    ruleCode: row.ruleCode,
    ruleJson: JSON.stringify(row.ruleJson),
    ruleDescription: row.ruleDescription,
    createBy: row.createBy,
    createTime: formatDateTime(row.createTime) ?? '',
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
  };
}

/** Whether JavaScript would accept the pattern (compiling it runs nothing, so it is safe to try). */
function isRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

/** The message refusing the rules, or null when RE2 can run every pattern. */
function refusal(rules: CheckRuleItem[]): string | null {
  for (const rule of rules) {
    if (compilePattern(rule.pattern)) continue;
    return isRegExp(rule.pattern) ? CHECK_RULE_MESSAGES.unsupportedPattern : CHECK_RULE_MESSAGES.badPattern;
  }
  return null;
}

const IMPORT_COLUMNS: readonly ImportColumn<'ruleName' | 'ruleCode' | 'ruleJson' | 'ruleDescription'>[] = [
  { key: 'ruleName', header: '规则名称', width: 20 },
  { key: 'ruleCode', header: '规则Code', width: 20, aliases: ['规则编码'] },
  { key: 'ruleJson', header: '规则JSON', width: 50 },
  { key: 'ruleDescription', header: '规则描述', width: 30 },
];

/** 导入编码校验规则: the add form's checks (JSON shape, patterns RE2 can run), codes unused. */
function registerCheckRuleImport(r: Registrar, files: FileStorage): void {
  r.route(
    checkRuleRoutes.importExcel,
    sheetImport(files, {
      title: '编码校验规则',
      columns: IMPORT_COLUMNS,
      maxRows: 500,
      async check(ctx, rows) {
        const problems = new RowProblems();
        for (const row of rows) {
          const rule = problems.schema(row, IMPORT_COLUMNS, checkRuleInput, row.values);
          const refused = rule ? refusal(rule.ruleJson) : null;
          if (refused) problems.add(row.line, `规则JSON：${refused}`);
        }
        await problems.uniqueStored(ctx.db, rows, 'ruleCode', '规则Code', sysCheckRule.ruleCode);
        return problems.byLine;
      },
      async write(db, rows) {
        for (const { values } of rows) {
          const rule = checkRuleInput.parse(values);
          await db.insert(sysCheckRule, {
            ruleName: rule.ruleName,
            ruleCode: rule.ruleCode,
            ruleJson: rule.ruleJson,
            ruleDescription: rule.ruleDescription || null,
          });
        }
      },
    }),
  );
}

/** 编码校验规则 (JeecgBoot `/sys/checkRule/*`): the school's rules, codes unique per school. */
export function registerCheckRuleAdmin(r: Registrar, files: FileStorage): void {
  registerCheckRuleImport(r, files);
  const list: SqlListConfig<typeof checkRuleRoutes.list, typeof sysCheckRule> = {
    table: sysCheckRule,
    sort: {
      createTime: sysCheckRule.createTime,
      ruleName: sysCheckRule.ruleName,
      ruleCode: sysCheckRule.ruleCode,
    },
    filters: { ruleName: sysCheckRule.ruleName, ruleCode: sysCheckRule.ruleCode },
    defaultOrder: [desc(sysCheckRule.createTime)],
    tiebreak: desc(sysCheckRule.id),
    toRecords: (rows) => rows.map(toCheckRule),
  };
  r.route(checkRuleRoutes.list, sqlList(checkRuleRoutes.list, list));
  r.route(
    checkRuleRoutes.exportXls,
    listExport(sqlListRows(checkRuleRoutes.list, list), {
      title: '编码校验规则',
      columns: [
        { key: 'ruleName', header: '规则名称', width: 20, value: (rule) => rule.ruleName },
        { key: 'ruleCode', header: '规则Code', width: 20, value: (rule) => rule.ruleCode },
        { key: 'ruleJson', header: '规则JSON', width: 50, value: (rule) => rule.ruleJson },
        { key: 'ruleDescription', header: '规则描述', width: 30, value: (rule) => rule.ruleDescription },
      ],
    }),
  );

  r.route(checkRuleRoutes.queryById, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysCheckRule, query.id);
    return row ? ok(toCheckRule(row)) : fail(CHECK_RULE_MESSAGES.notFound);
  });

  r.route(checkRuleRoutes.add, async (ctx, { body }) => {
    const refused = refusal(body.ruleJson);
    if (refused) return fail(refused);
    await ctx.db.insert(sysCheckRule, {
      ruleName: body.ruleName,
      ruleCode: body.ruleCode,
      ruleJson: body.ruleJson,
      ruleDescription: body.ruleDescription ?? null,
    });
    ctx.logSubject(body.ruleName);
    return okMsg(CHECK_RULE_MESSAGES.addOk);
  });

  r.route(checkRuleRoutes.edit, async (ctx, { body }) => {
    const row = await ctx.db.byId(sysCheckRule, body.id);
    if (!row) return fail(CHECK_RULE_MESSAGES.notFound);
    const refused = refusal(body.ruleJson);
    if (refused) return fail(refused);
    await ctx.db.update(
      sysCheckRule,
      {
        ruleName: body.ruleName,
        ruleCode: body.ruleCode,
        ruleJson: body.ruleJson,
        ruleDescription: body.ruleDescription ?? null,
      },
      eq(sysCheckRule.id, row.id),
    );
    ctx.logSubject(body.ruleName);
    return okMsg(CHECK_RULE_MESSAGES.editOk);
  });

  r.route(checkRuleRoutes.delete, async (ctx, { query }) => {
    const row = await ctx.db.byId(sysCheckRule, query.id);
    if (!row) return fail(CHECK_RULE_MESSAGES.notFound);
    await ctx.db.delete(sysCheckRule, eq(sysCheckRule.id, row.id));
    ctx.logSubject(row.ruleName);
    return okMsg(CHECK_RULE_MESSAGES.deleteOk);
  });

  r.route(checkRuleRoutes.deleteBatch, async (ctx, { query }) => {
    const ids = idList(query.ids);
    if (ids.length === 0) return fail(CHECK_RULE_MESSAGES.notFound);
    const rows = await ctx.db.list(sysCheckRule, { where: inArray(sysCheckRule.id, ids) });
    if (rows.length === 0) return fail(CHECK_RULE_MESSAGES.notFound);
    await ctx.db.delete(sysCheckRule, inArray(sysCheckRule.id, ids));
    ctx.logSubject(rows.map((row) => row.ruleName));
    return okMsg(CHECK_RULE_MESSAGES.deleteBatchOk);
  });
}
