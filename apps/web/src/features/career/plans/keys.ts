/** Cache key of every 目标与行动 query (the list and the students' plans). */
export const PLANS_KEY = ['career', 'plans'] as const;
