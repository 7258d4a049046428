import type { HollandLetter } from '@xinmiao/shared';
import type { TenantDb } from '../../core/tenant-db.ts';
import { careerHollandMapping } from '../../db/schema.ts';

type DefaultMapping = {
  letter: HollandLetter;
  majorFamilies: string[];
  occupationFamilies: string[];
  description: string;
};

/**
 * What every school starts with; docs/career.md documents it and its sources (a test keeps the two
 * equal). Majors: 学科门类 of 《普通高等学校本科专业目录》; occupations: 大类 of
 * 《中华人民共和国职业分类大典（2022年版）》. Broad on purpose: the school narrows it on 专业职业对照.
 */
export const DEFAULT_HOLLAND_MAPPINGS: readonly DefaultMapping[] = [
  {
    letter: 'R',
    majorFamilies: ['工学', '农学'],
    occupationFamilies: ['生产制造及有关人员', '农、林、牧、渔业生产及辅助人员'],
    description: '动手操作、机械、工具和户外工作',
  },
  {
    letter: 'I',
    majorFamilies: ['理学', '工学', '医学'],
    occupationFamilies: ['专业技术人员'],
    description: '观察、分析和研究问题',
  },
  {
    letter: 'A',
    majorFamilies: ['艺术学', '文学'],
    occupationFamilies: ['专业技术人员'],
    description: '创作、表达和审美',
  },
  {
    letter: 'S',
    majorFamilies: ['教育学', '医学', '法学'],
    occupationFamilies: ['专业技术人员', '社会生产服务和生活服务人员'],
    description: '教导、帮助和服务他人',
  },
  {
    letter: 'E',
    majorFamilies: ['管理学', '经济学', '法学'],
    occupationFamilies: [
      '党的机关、国家机关、群众团体和社会组织、企事业单位负责人',
      '社会生产服务和生活服务人员',
    ],
    description: '组织、说服和领导',
  },
  {
    letter: 'C',
    majorFamilies: ['管理学', '经济学'],
    occupationFamilies: ['办事人员和有关人员'],
    description: '按规范处理数据和事务',
  },
];

/** Gives a school the default mapping, once per letter: rows the school edited stay as they are. */
export async function installHollandDefaults(tdb: TenantDb): Promise<void> {
  const present = new Set((await tdb.list(careerHollandMapping)).map((row) => row.letter));
  const missing = DEFAULT_HOLLAND_MAPPINGS.map((m, sortNo) => ({ ...m, sortNo })).filter(
    (m) => !present.has(m.letter),
  );
  if (missing.length > 0) await tdb.insert(careerHollandMapping, missing);
}
