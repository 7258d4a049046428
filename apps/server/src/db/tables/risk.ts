import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, ownId, status, tenantId, tenantKey } from '../columns.ts';

/**
 * 风险词规则: the phrases and patterns the centre maintains; a student's text that matches one files
 * a signal in the crisis queue (AI chat, mood diary). `rule_text` is stored as written; the check
 * normalises both sides.
 */
export const crisisRiskRule = pgTable(
  'crisis_risk_rule',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** phrase · pattern (RE2 syntax) */
    ruleKind: text('rule_kind').notNull(),
    ruleText: text('rule_text').notNull(),
    /** Suggested signal level, 1–3 with 3 the highest. */
    level: integer('level').notNull(),
    status: status(),
    description: text('description'),
    ...audit(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('uq_crisis_risk_rule_text').on(t.tenantId, t.ruleKind, t.ruleText),
    index('idx_crisis_risk_rule_list').on(t.tenantId, t.createTime.desc().nullsFirst()),
  ],
);

/**
 * 求助热线: the school's hotline list and the centre's on-duty contact, one row per school. The row
 * also records that the school has its default risk rules (created together, once).
 */
export const crisisContactSetting = pgTable(
  'crisis_contact_setting',
  {
    id: ownId(),
    tenantId: tenantId(),
    /** [{ name, phone, hours }] */
    hotlines: jsonb('hotlines').notNull().default([]),
    onDutyName: text('on_duty_name').notNull().default(''),
    onDutyPhone: text('on_duty_phone').notNull().default(''),
    onDutyHours: text('on_duty_hours').notNull().default(''),
    note: text('note').notNull().default(''),
    ...audit(),
  },
  (t) => [tenantKey(t), uniqueIndex('uq_crisis_contact_setting_tenant').on(t.tenantId)],
);
