import { z } from 'zod';
import {
  DEFAULT_MIN_SECONDS_PER_ITEM,
  defineVersion,
  makeItems,
  options,
  range,
  validityRules,
  validityShape,
} from '../builders.ts';
import type { Scale } from '../model.ts';

/** Also the fixed tie-break order. */
export const RIASEC_AREAS = [
  { factor: '现实型', letter: 'R' },
  { factor: '研究型', letter: 'I' },
  { factor: '艺术型', letter: 'A' },
  { factor: '社会型', letter: 'S' },
  { factor: '企业型', letter: 'E' },
  { factor: '常规型', letter: 'C' },
] as const;

/** Eight own activity descriptions per area, in R I A S E C order; the sheet interleaves them. */
const ACTIVITIES: readonly (readonly string[])[] = [
  [
    '修理自行车或小家电',
    '组装家具',
    '种植或养护植物',
    '操作工具或机器',
    '维护保养车辆',
    '制作木工模型',
    '安装电路或网线',
    '照料饲养动物',
  ],
  [
    '做科学实验',
    '研究动植物的结构',
    '解数学难题',
    '分析数据找规律',
    '阅读科普文章',
    '探究疾病的成因',
    '用显微镜观察样本',
    '编写程序解决问题',
  ],
  [
    '绘画或设计海报',
    '演奏乐器',
    '写小说或诗歌',
    '参加话剧表演',
    '拍摄与剪辑视频',
    '设计服装',
    '创作音乐',
    '摄影创作',
  ],
  [
    '辅导同学功课',
    '照顾老人或儿童',
    '参加志愿服务',
    '倾听他人烦恼',
    '组织团体游戏',
    '教别人一项技能',
    '参与社区公益',
    '调解朋友间的矛盾',
  ],
  [
    '竞选班干部',
    '推销产品',
    '组织并带领活动',
    '进行公开演讲',
    '策划创业项目',
    '谈判争取利益',
    '管理一个团队',
    '说服别人接受观点',
  ],
  [
    '整理档案资料',
    '记账与核对数字',
    '制作数据表格',
    '按规程检查细节',
    '录入数据',
    '安排日程',
    '校对文稿',
    '管理物品清单',
  ],
];

const LABELS = ['非常不喜欢', '不喜欢', '不确定', '喜欢', '非常喜欢'];

/** Item n belongs to area (n−1) mod 6. */
export const RIASEC_ITEM_AREA = (n: number) => (n - 1) % 6;

const texts = range(1, 48).map((n) => ACTIVITIES[RIASEC_ITEM_AREA(n)]?.[Math.floor((n - 1) / 6)] ?? '');

const settingsSchema = z.strictObject({
  /** max − min area score below this → flat profile (low differentiation). */
  flatSpread: z.number().nonnegative().default(6),
  ...validityShape({ straightLining: false, minSecondsPerItem: DEFAULT_MIN_SECONDS_PER_ITEM }),
});

const v1 = defineVersion('1.0', 'RIASEC', settingsSchema, (s) => ({
  code: 'RIASEC',
  name: '霍兰德职业兴趣（RIASEC）',
  items: makeItems(
    texts,
    () => options(LABELS, 1),
    () => false,
  ),
  dimensions: RIASEC_AREAS.map((a, k) => ({
    name: a.factor,
    items: range(1, 48).filter((n) => RIASEC_ITEM_AREA(n) === k),
  })),
  hasTotal: false,
  positiveMinScore: null,
  standard: null,
  bands: [],
  defaultBand: null,
  alertItems: [],
  rules: validityRules('RIASEC', 48, s),
  norms: [],
  profile: { kind: 'holland', areas: RIASEC_AREAS, codeLength: 3, flatSpread: s.flatSpread },
}));

export const RIASEC: Scale = {
  code: 'RIASEC',
  name: '霍兰德职业兴趣（RIASEC）',
  currentVersion: '1.0',
  versions: [v1],
};
