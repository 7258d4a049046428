import { cmp, defineVersion } from '../builders.ts';
import type { Scale } from '../model.ts';
import { buildZung, zungSettingsSchema } from './zung.ts';

/** Reverse-keyed items (A–D scored 4–1). */
export const SDS_REVERSE_ITEMS = [2, 5, 6, 11, 12, 14, 16, 17, 18, 20] as const;

const TEXTS = [
  '情绪低落、沮丧',
  '晨间状态（一天中早晨感觉最好）',
  '哭泣或想哭',
  '夜间睡眠困难',
  '食欲保持（吃得和平时一样多）',
  '对异性的兴趣保持',
  '体重下降',
  '便秘',
  '心跳比平时快',
  '无缘由的疲乏',
  '头脑保持清晰',
  '做事保持轻松',
  '坐立不安、难以平静',
  '对未来抱有希望',
  '比平时容易激惹',
  '做决定保持容易',
  '自觉有用、被需要',
  '生活感到充实',
  '认为自己死了别人会更好（死亡念头）',
  '仍能享受平常喜欢的事',
];

const alertWhen = cmp({ kind: 'itemOption', item: 19 }, '>=', 3);

const v1 = defineVersion('1.0', 'SDS', zungSettingsSchema([53, 63, 73]), (s) =>
  buildZung(
    {
      code: 'SDS',
      name: '抑郁自评量表 SDS',
      texts: TEXTS,
      reverseItems: SDS_REVERSE_ITEMS,
      alertItems: [{ item: 19, when: alertWhen }],
      itemRules: [
        {
          id: 'SDS.item19.crisis',
          description: '第 19 题（死亡念头）选择 C 或 D',
          outcome: 3,
          basis: 'item',
          when: alertWhen,
        },
      ],
    },
    s,
  ),
);

export const SDS: Scale = { code: 'SDS', name: '抑郁自评量表 SDS', currentVersion: '1.0', versions: [v1] };
