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

  constructor(code: ScaleInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
