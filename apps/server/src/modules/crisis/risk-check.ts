import { RISK_TEXT_MAX, type RiskHit, type RiskLevel, type RiskRuleKind } from '@xinmiao/shared';
import { eq } from 'drizzle-orm';
import type { TenantDb } from '../../core/tenant-db.ts';
import { crisisRiskRule } from '../../db/schema.ts';
import type { Notifier } from '../../realtime/notifier.ts';
import { reportSignal, type SignalSource } from './intake.ts';
import { excerptOf, findRisk, type PreparedRule, prepareRule, type RiskRuleRow } from './risk-match.ts';
import { normaliseForRisk } from './risk-normalise.ts';

/** Prepared rules by kind and text: normalising a phrase costs more than matching it. */
const CACHE_SIZE = 5_000;
const prepared = new Map<string, PreparedRule>();

function preparedRule(rule: RiskRuleRow): PreparedRule {
  const key = `${rule.ruleKind}\u0000${rule.ruleText}`;
  const hit = prepared.get(key);
  if (hit) return { ...hit, rule };
  const made = prepareRule(rule);
  if (prepared.size >= CACHE_SIZE) prepared.delete(prepared.keys().next().value ?? '');
  prepared.set(key, made);
  return made;
}

/** The school's live rules, ready to run. */
async function liveRules(db: TenantDb): Promise<PreparedRule[]> {
  const rows = await db.list(crisisRiskRule, { where: eq(crisisRiskRule.status, 1) });
  return rows.map((row) =>
    preparedRule({
      id: row.id,
      ruleKind: row.ruleKind as RiskRuleKind,
      ruleText: row.ruleText,
      level: row.level as RiskLevel,
    }),
  );
}

/**
 * Runs a student's text through the school's risk rules: the matching rule of the highest level and
 * the excerpt around it, or null. Files nothing (see `fileRiskSignal`). The text must be at most
 * `RISK_TEXT_MAX` characters (callers bound their input); the work is linear in it for each rule.
 */
export async function checkRisk(db: TenantDb, text: string): Promise<RiskHit | null> {
  if (text.length > RISK_TEXT_MAX) throw new RangeError(`risk check: text over ${RISK_TEXT_MAX} characters`);
  const normalised = normaliseForRisk(text);
  const match = findRisk(normalised, await liveRules(db));
  if (!match) return null;
  return {
    ruleId: match.rule.id,
    ruleKind: match.rule.ruleKind,
    ruleText: match.rule.ruleText,
    level: match.rule.level,
    excerpt: excerptOf(text, normalised, match),
  };
}

export type RiskSource = Extract<SignalSource, 'ai_chat' | 'mood_diary'>;

const SOURCE_NAMES: Record<RiskSource, string> = { ai_chat: 'AI 助手对话', mood_diary: '心情日记' };

/**
 * Files a risk hit in the crisis queue for a person to review: a signal at the rule's level with the
 * message excerpt, announced to the centre's triage staff like every new case.
 */
export function fileRiskSignal(
  db: TenantDb,
  input: { studentId: string; source: RiskSource; hit: RiskHit; sourceRef?: string },
  notifier: Notifier,
): Promise<{ caseId: string; attached: boolean }> {
  const { hit } = input;
  return reportSignal(
    db,
    {
      studentId: input.studentId,
      source: input.source,
      level: hit.level,
      summary: `${SOURCE_NAMES[input.source]}命中风险规则「${hit.ruleText}」：${hit.excerpt}`,
      ...(input.sourceRef ? { sourceRef: input.sourceRef } : {}),
      reportedBy: null,
    },
    notifier,
  );
}
