import type { ScaleItem } from '@xinmiao/shared';

/** Answers by item index: the 1-based option position, or undefined while unanswered. */
export type AnswerSheet = (number | undefined)[];

/**
 * The answers the scoring call takes: every required item answered, optional items only as a
 * continuous tail. Returns the list, or the 1-based number of the first required item left blank.
 */
export function collectAnswers(
  items: readonly ScaleItem[],
  sheet: AnswerSheet,
): { answers: number[] } | { missing: number } {
  const answers: number[] = [];
  for (const [i, item] of items.entries()) {
    const a = sheet[i];
    if (a === undefined) {
      if (item.optional) break;
      return { missing: item.number };
    }
    answers.push(a);
  }
  return { answers };
}

export function answeredCount(sheet: AnswerSheet): number {
  return sheet.filter((a) => a !== undefined).length;
}
