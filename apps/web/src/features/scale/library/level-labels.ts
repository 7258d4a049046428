export const BASIS_LABELS = { item: '预警题', score: '得分解释', validity: '效度' } as const;

export const VERSION_SOURCE_LABELS = { builtin: '内置', import: '导入题库', custom: '自定义' } as const;
