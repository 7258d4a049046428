/** Warning ordinal (0 none … 3 highest) as shown to staff; see reference scales §9. */
export const LEVEL_LABELS: Record<number, { text: string; color: string }> = {
  0: { text: '无预警', color: 'green' },
  1: { text: '三级 / 黄', color: 'gold' },
  2: { text: '二级 / 橙', color: 'orange' },
  3: { text: '一级 / 红', color: 'red' },
};

export function outcomeLabel(outcome: 1 | 2 | 3 | 'invalid'): { text: string; color: string } {
  return outcome === 'invalid'
    ? { text: '无效答卷', color: 'default' }
    : (LEVEL_LABELS[outcome] ?? LEVEL_LABELS[0]!);
}

export const BASIS_LABELS = { item: '预警题', score: '得分解释', validity: '效度' } as const;

export const VERSION_SOURCE_LABELS = { builtin: '内置', import: '导入题库', custom: '自定义' } as const;
