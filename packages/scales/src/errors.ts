import type { ScaleProblem } from './problems.ts';

export type ScaleInputErrorCode =
  | 'UNKNOWN_SCALE'
  | 'UNKNOWN_VERSION'
  | 'ANSWER_COUNT'
  | 'ANSWER_RANGE'
  | 'BAD_SETTINGS'
  | 'BAD_OPTIONS'
  | 'UNKNOWN_NORM'
  | 'BAD_DEFINITION';

/** Thrown for any caller mistake; scoring never guesses around bad input. */
export class ScaleInputError extends Error {
  override readonly name = 'ScaleInputError';
  readonly code: ScaleInputErrorCode;
  /** Definition errors: every problem with its JSON path, for forms that mark fields. */
  readonly problems: readonly ScaleProblem[];

  constructor(code: ScaleInputErrorCode, message: string, problems: readonly ScaleProblem[] = []) {
    super(message);
    this.code = code;
    this.problems = problems;
  }
}
