/** Scale model: every built-in and custom scale is plain data of these shapes. */

export type RoundingRule = 'floor' | 'half-up';
export type Comparator = '>' | '>=' | '<' | '<=' | '==';
export type WarningLevel = 0 | 1 | 2 | 3;
export type RuleOutcome = 1 | 2 | 3 | 'invalid';
export type SettingValue = string | number | boolean | null;
export type Settings = Readonly<Record<string, SettingValue>>;

export interface OptionDef {
  readonly label: string;
  readonly score: number;
}

export interface ItemDef {
  /** 1-based item number. */
  readonly number: number;
  /** Xinmiao's own description of what the item measures; licensed wording arrives via item-bank import. */
  readonly text: string;
  /** In the order the answer sheet lists them; answers are 1-based positions into this list. */
  readonly options: readonly OptionDef[];
  /** Whether the item's score is part of `total`. */
  readonly inTotal: boolean;
  /** Optional items may only trail the required ones; a sheet may stop before them. */
  readonly optional: boolean;
}

export interface BandCut {
  /** Inclusive lower bound. */
  readonly min: number;
  readonly label: string;
}

export interface DimensionDef {
  /** Chinese name; the key in `result.factors`. */
  readonly name: string;
  readonly items: readonly number[];
  /** Bands on the dimension's raw sum, ascending by `min`. */
  readonly bands?: readonly BandCut[];
}

export type Metric =
  | { readonly kind: 'total' }
  | { readonly kind: 'mean' }
  | { readonly kind: 'standard' }
  | { readonly kind: 'positiveCount' }
  | { readonly kind: 'positiveMean' }
  | { readonly kind: 'factorRaw'; readonly factor: string }
  | { readonly kind: 'factorMean'; readonly factor: string }
  | { readonly kind: 'itemScore'; readonly item: number }
  | { readonly kind: 'itemOption'; readonly item: number }
  | { readonly kind: 'countItems'; readonly items: readonly number[]; readonly minScore: number }
  | { readonly kind: 'durationSeconds' }
  | { readonly kind: 'distinctOptions' }
  | { readonly kind: 'flag'; readonly flag: string };

export type Condition =
  | { readonly metric: Metric; readonly op: Comparator; readonly value: number }
  | { readonly any: readonly Condition[] }
  | { readonly all: readonly Condition[] };

export interface WarningRule {
  readonly id: string;
  readonly description: string;
  readonly outcome: RuleOutcome;
  /** 'item' rules (alert items) still apply to invalid sheets; 'score' rules are interpretation and are suppressed. */
  readonly basis: 'item' | 'score' | 'validity';
  readonly when: Condition;
}

export interface BandRule {
  readonly label: string;
  readonly when: Condition;
}

export interface AlertItemDef {
  readonly item: number;
  readonly when: Condition;
}

export interface NormEntry {
  readonly key: string;
  readonly metric: Metric;
  readonly mean: number;
  readonly sd: number;
}

export interface NormSet {
  readonly id: string;
  readonly name: string;
  readonly entries: readonly NormEntry[];
}

export interface BipolarAxis {
  readonly factor: string;
  /** Letter when the axis score is above the midpoint. */
  readonly high: string;
  /** Letter when the axis score is below the midpoint. */
  readonly low: string;
  readonly midpoint: number;
  /** Letter given when the score equals the midpoint. */
  readonly tieTo: string;
  /** |score − midpoint| ≤ this → preference shown as 未分化/倾向不明显. */
  readonly unclearWithin: number;
  /** Half-width of the axis range, for a −1…+1 strength. */
  readonly halfRange: number;
}

export interface HollandArea {
  readonly factor: string;
  readonly letter: string;
}

export type ProfileDef =
  | { readonly kind: 'bipolar'; readonly axes: readonly BipolarAxis[] }
  | {
      readonly kind: 'holland';
      /** Also the tie-break order. */
      readonly areas: readonly HollandArea[];
      readonly codeLength: number;
      /** max − min below this → flat (undifferentiated) profile. */
      readonly flatSpread: number;
    };

export interface StandardScoreDef {
  /** standard = raw × numerator / denominator, then rounded by `rounding`. */
  readonly numerator: number;
  readonly denominator: number;
  readonly rounding: RoundingRule;
}

export interface ScaleVersion {
  readonly code: string;
  readonly name: string;
  readonly version: string;
  /** The stem the answerer reads before the items (PHQ-9: 在过去两周里 …); the items depend on it. */
  readonly instruction?: string;
  readonly settings: Settings;
  readonly items: readonly ItemDef[];
  readonly dimensions: readonly DimensionDef[];
  /** false → `total` and `mean` are null (profile inventories). */
  readonly hasTotal: boolean;
  /** Items scoring at least this are "positive"; null → positiveCount/positiveMean are null. */
  readonly positiveMinScore: number | null;
  readonly standard: StandardScoreDef | null;
  /** First matching rule gives the band; `defaultBand` when none matches. */
  readonly bands: readonly BandRule[];
  readonly defaultBand: string | null;
  readonly alertItems: readonly AlertItemDef[];
  readonly rules: readonly WarningRule[];
  readonly norms: readonly NormSet[];
  readonly profile: ProfileDef | null;
  /** A custom scale's 临床量表 mark; built-in scales are known by code (`CLINICAL_SCALES`). */
  readonly clinical?: boolean;
  /** A custom scale's 生涯问卷 mark: a career questionnaire, never clinical, without warnings. */
  readonly career?: boolean;
}

/** One selectable version of a scale; settings are validated and defaulted by `resolve`. */
export interface ScaleVersionEntry {
  readonly version: string;
  readonly defaults: Settings;
  resolve(settings?: unknown): ScaleVersion;
}

export interface Scale {
  readonly code: string;
  readonly name: string;
  readonly currentVersion: string;
  readonly versions: readonly ScaleVersionEntry[];
}
