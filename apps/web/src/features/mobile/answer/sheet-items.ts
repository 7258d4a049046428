import type { Answers, MySheet } from '@xinmiao/shared';

export type SheetItem = {
  scaleCode: string;
  scaleTitle: string;
  /** The stem the scale's items answer (在过去两周里 …), or null. */
  instruction: string | null;
  /** Position within its scale (0-based). */
  index: number;
  /** The item's number as its scale prints it: numbering starts again with each scale. */
  number: number;
  text: string;
  options: string[];
  optional: boolean;
};

/** Every item of every scale in answering order. */
export function flattenSheet(sheet: MySheet): SheetItem[] {
  return sheet.scales.flatMap((scale) =>
    scale.items.map((item, index) => ({
      scaleCode: scale.scaleCode,
      scaleTitle: scale.title,
      instruction: scale.instruction,
      index,
      number: item.number,
      text: item.text,
      options: item.options,
      optional: item.optional,
    })),
  );
}

export function answerOf(answers: Answers, item: SheetItem): number | null {
  return answers[item.scaleCode]?.[item.index] ?? null;
}

export function withAnswer(answers: Answers, item: SheetItem, option: number): Answers {
  const list = [...(answers[item.scaleCode] ?? [])];
  while (list.length < item.index) list.push(null);
  list[item.index] = option;
  return { ...answers, [item.scaleCode]: list };
}

/** Where to resume: the first required item without an answer, else the last item. */
export function resumeAt(items: readonly SheetItem[], answers: Answers): number {
  const open = items.findIndex((item) => !item.optional && answerOf(answers, item) === null);
  return open === -1 ? Math.max(0, items.length - 1) : open;
}

export function answeredCount(items: readonly SheetItem[], answers: Answers): number {
  return items.filter((item) => answerOf(answers, item) !== null).length;
}

export function allRequiredAnswered(items: readonly SheetItem[], answers: Answers): boolean {
  return items.every((item) => item.optional || answerOf(answers, item) !== null);
}
