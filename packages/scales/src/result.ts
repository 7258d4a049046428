import type { RuleOutcome, Settings, WarningLevel } from './model.ts';

export interface FactorScore {
  /** Sum of the factor's item scores. */
  readonly raw: number;
  /** raw / number of items, full precision. */
  readonly mean: number;
  /** Dimension band when the version defines one and the sheet is valid; otherwise null. */
  readonly band: string | null;
}

export interface FiredRule {
  readonly id: string;
  readonly description: string;
  readonly outcome: RuleOutcome;
  /** true when the sheet is invalid and this interpretive rule therefore did not set the level. */
  readonly suppressed: boolean;
}

export interface AxisResult {
  readonly factor: string;
  readonly score: number;
  readonly letter: string;
  /** (score − midpoint) / halfRange, −1 … +1; positive leans to the `high` letter. */
  readonly strength: number;
  /** Within the unclear margin → 倾向不明显. */
  readonly clear: boolean;
  readonly tie: boolean;
}

export type ProfileResult =
  | { readonly kind: 'bipolar'; readonly axes: readonly AxisResult[] }
  | {
      readonly kind: 'holland';
      /** All areas, highest first, ties in the fixed order. */
      readonly ranking: readonly { readonly letter: string; readonly factor: string; readonly raw: number }[];
      readonly tie: boolean;
      readonly flat: boolean;
    };

export interface NormScore {
  readonly value: number;
  readonly z: number;
  readonly t: number;
}

export interface NormResult {
  readonly set: string;
  readonly name: string;
  readonly scores: Readonly<Record<string, NormScore | null>>;
}

export interface ScoreResult {
  readonly scale: string;
  readonly version: string;
  readonly settings: Settings;
  readonly valid: boolean;
  readonly total: number | null;
  readonly mean: number | null;
  readonly standard: number | null;
  readonly positiveCount: number | null;
  readonly positiveMean: number | null;
  readonly factors: Readonly<Record<string, FactorScore>>;
  readonly band: string | null;
  readonly level: WarningLevel;
  readonly alerts: readonly number[];
  readonly type: string | null;
  readonly code: string | null;
  readonly profile: ProfileResult | null;
  readonly norm: NormResult | null;
  readonly rules: readonly FiredRule[];
  /** Score of every answered item, item 1 first. */
  readonly itemScores: readonly number[];
  readonly durationSeconds: number | null;
}
