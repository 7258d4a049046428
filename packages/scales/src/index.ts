export { defineCustomScale, parseCustomScale } from './custom.ts';
export { CUSTOM_SCALE_LIMITS } from './custom-limits.ts';
export type { CustomScaleDefinition } from './custom-schema.ts';
export { DefinitionCache, type DefinitionKey } from './definition-cache.ts';
export { diffResults, type ResultDifference } from './diff.ts';
export { ScaleInputError, type ScaleInputErrorCode } from './errors.ts';
export {
  applyItemBank,
  checkItemBank,
  ITEM_BANK_HEADER,
  ITEM_BANK_TITLE_ROWS,
  type ItemBank,
  type ItemBankDraft,
  type ItemBankError,
  type ItemBankRead,
  type ItemBankResult,
  type ItemBankRowsTarget,
  type ItemBankTarget,
  type ItemWording,
  parseItemBank,
  parseItemBankRows,
  readItemBank,
  readItemBankRows,
} from './item-bank.ts';
export { itemBankTemplateRows } from './item-bank-template.ts';
export type * from './model.ts';
export { formatProblem, type ScaleProblem } from './problems.ts';
export { BUILT_IN_SCALES, getScale, listScales, resolveScaleVersion } from './registry.ts';
export type * from './result.ts';
export { type ScoreOptions, score } from './score.ts';
export {
  CLINICAL_SCALES,
  CONFIRM_WORDING_SCALES,
  clinicalWordsIn,
  DESCRIPTIVE_ONLY_SCALES,
  isClinicalScale,
  isClinicalVersion,
  purposeMarkersIn,
} from './student-facing.ts';
