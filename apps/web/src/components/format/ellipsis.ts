/** Spec §9: list cells cut at 25 characters (12 in one widget); file names show 5. */
export const ELLIPSIS_LENGTH = 25;
export const FILE_NAME_DISPLAY_LENGTH = 5;

/** The first `length` characters followed by `...` when the text is longer; empty for null. */
export function ellipsis(value: string | null | undefined, length = ELLIPSIS_LENGTH): string {
  if (!value) return '';
  const chars = Array.from(value);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : value;
}
