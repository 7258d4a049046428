/** Spec §5 "Text-search wrapping": how a query value is written for the JeecgBoot list convention. */
export type SearchRule = 'eq' | 'like' | 'ne' | 'ge' | 'le';

export function wrapSearchValue(rule: SearchRule, value: string): string {
  switch (rule) {
    case 'like':
      return `*${value}*`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    case 'eq':
      return value;
  }
}
