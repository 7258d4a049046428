import { defineVersion } from '../builders.ts';
import type { Scale } from '../model.ts';
import { buildZung, zungSettingsSchema } from './zung.ts';

/** Reverse-keyed items (A–D scored 4–1). */
export const SAS_REVERSE_ITEMS = [5, 9, 13, 17, 19] as const;

const TEXTS = [
  '比平时紧张、着急',
  '无缘无故感到害怕',
  '容易心烦意乱或恐慌',
  '觉得自己可能要崩溃',
  '觉得一切都好、不会有坏事（安定感）',
  '手脚发抖',
  '头、颈、背部疼痛',
  '容易虚弱疲乏',
  '心平气和、能安静坐着',
  '心跳很快',
  '头晕',
  '晕厥或将要晕倒',
  '呼吸顺畅',
  '手脚麻木或刺痛',
  '胃痛或消化不良',
  '排尿频繁',
  '手常干燥温暖',
  '脸红发热',
  '容易入睡、睡得好',
  '做噩梦',
];

const v1 = defineVersion('1.0', 'SAS', zungSettingsSchema([50, 60, 70]), (s) =>
  buildZung(
    {
      code: 'SAS',
      name: '焦虑自评量表 SAS',
      texts: TEXTS,
      reverseItems: SAS_REVERSE_ITEMS,
      alertItems: [],
      itemRules: [],
    },
    s,
  ),
);

export const SAS: Scale = { code: 'SAS', name: '焦虑自评量表 SAS', currentVersion: '1.0', versions: [v1] };
