/**
 * Size caps of a stored scale definition. A definition is parsed whenever a tenant scores or views
 * the scale, so an unbounded one (60,000 warning rules in 6.8 MB) costs every tenant sharing the
 * process; these bounds sit well above any real instrument (MHT has 100 items, SCL-90 10 factors).
 */
export const CUSTOM_SCALE_LIMITS = {
  /** UTF-8 bytes of the whole definition as JSON. */
  definitionBytes: 512 * 1024,
  /** Nesting of objects and lists anywhere in the definition, checked before the schema runs. */
  depth: 16,
  items: 500,
  options: 10,
  dimensions: 50,
  bands: 20,
  warnings: 100,
  alertItems: 100,
  /** Sub-conditions of one `any` / `all`. */
  conditionBranches: 20,
  /** `any` / `all` inside one another. */
  conditionDepth: 4,
  nameLength: 100,
  instructionLength: 500,
  versionLength: 32,
  itemTextLength: 500,
  labelLength: 50,
  ruleIdLength: 64,
  descriptionLength: 200,
} as const;
