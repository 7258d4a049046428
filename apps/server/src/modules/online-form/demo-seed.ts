import { type FormInput, type FormRowInput, PLATFORM_TENANT_ID } from '@xinmiao/shared';
import type { SeedingSchool } from '../../core/seed-spec.ts';
import { type DictSpec, installDicts } from '../dict/index.ts';
import { loadForm } from './data.ts';
import { addForm } from './definitions.ts';
import { saveRow } from './save.ts';

/** The demo's 心理委员周报: a class's weekly report by its 心理委员, with its incidents as a sub-table. */
export const WEEKLY_REPORT_CODE = 'xlwy_weekly';
export const INCIDENT_CODE = 'xlwy_incident';

const DEMO_DICTS: DictSpec[] = [
  {
    code: 'xlwy_mood',
    name: '班级情绪',
    items: [
      ['1', '平稳', 'green'],
      ['2', '有波动', 'orange'],
      ['3', '需关注', 'red'],
    ],
  },
  {
    code: 'xlwy_event_type',
    name: '心理委员事件类型',
    items: [
      ['emotion', '情绪波动'],
      ['relation', '人际关系'],
      ['study', '学业压力'],
      ['family', '家庭变故'],
      ['other', '其他'],
    ],
  },
];

const WEEKLY_REPORT: FormInput = {
  code: WEEKLY_REPORT_CODE,
  name: '心理委员周报',
  tree: false,
  fields: [
    { name: 'className', label: '班级', type: 'text', required: true, query: 'single', sortable: true },
    { name: 'reporter', label: '心理委员', type: 'text', required: true },
    {
      name: 'weekStart',
      label: '周次（周一）',
      type: 'date',
      required: true,
      query: 'range',
      sortable: true,
    },
    { name: 'mood', label: '班级情绪', type: 'dict', dictCode: 'xlwy_mood', required: true, query: 'single' },
    { name: 'summary', label: '本周概况', type: 'textarea', inList: false },
  ],
};

const INCIDENTS: FormInput = {
  code: INCIDENT_CODE,
  name: '事件',
  tree: false,
  mainCode: WEEKLY_REPORT_CODE,
  fields: [
    { name: 'eventDate', label: '发生日期', type: 'date', required: true, sortable: true },
    {
      name: 'eventType',
      label: '事件类型',
      type: 'dict',
      dictCode: 'xlwy_event_type',
      required: true,
      query: 'single',
    },
    {
      name: 'attention',
      label: '关注程度',
      type: 'dict',
      dictCode: 'priority',
      required: true,
      query: 'single',
    },
    { name: 'peopleCount', label: '涉及人数', type: 'int', required: true },
    { name: 'description', label: '情况描述', type: 'textarea' },
    { name: 'reported', label: '已报心理中心', type: 'dict', dictCode: 'yn' },
  ],
};

/** `YYYY-MM-DD` of the Monday `weeksAgo` weeks before this week's, plus `plusDays` (Beijing time). */
function day(weeksAgo: number, plusDays = 0): string {
  const now = new Date(Date.now() + 8 * 3600_000);
  const monday = now.getUTCDate() - ((now.getUTCDay() + 6) % 7);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), monday - weeksAgo * 7 + plusDays));
  return d.toISOString().slice(0, 10);
}

type Incident = [
  plusDays: number,
  type: string,
  attention: 'L' | 'M' | 'H',
  people: number,
  text: string,
  reported: '0' | '1',
];

const REPORTS: { classAt: number; weeksAgo: number; mood: string; summary: string; incidents: Incident[] }[] =
  [
    {
      classAt: 0,
      weeksAgo: 2,
      mood: '1',
      summary: '期中考试前整体平稳，个别同学反映睡眠不好。',
      incidents: [[1, 'study', 'L', 2, '两名同学因考试复习压力大，已提醒注意作息。', '0']],
    },
    {
      classAt: 0,
      weeksAgo: 1,
      mood: '2',
      summary: '考试成绩公布后情绪有波动，宿舍有小摩擦。',
      incidents: [
        [0, 'emotion', 'M', 1, '一名同学成绩不理想后情绪低落，已陪同谈心。', '1'],
        [2, 'relation', 'L', 3, '宿舍作息分歧引起争执，已协调。', '0'],
      ],
    },
    {
      classAt: 1,
      weeksAgo: 1,
      mood: '1',
      summary: '班级活动顺利，同学关系融洽。',
      incidents: [],
    },
    {
      classAt: 1,
      weeksAgo: 0,
      mood: '3',
      summary: '一名同学家中变故，近期需重点关注。',
      incidents: [
        [1, 'family', 'H', 1, '同学家中亲人病重，情绪低落，已报心理中心跟进。', '1'],
        [3, 'study', 'M', 2, '两名同学缺课较多，已告知班主任。', '0'],
      ],
    },
  ];

/**
 * A demo school's 心理委员周报 with a few weeks of reports and incidents, so 表单开发 and the report
 * over it (cgreport's demo seed) show data on a fresh start. Made the way a school makes a form.
 */
export async function seedWeeklyReportForm({ tdb, spec, departs, formTables }: SeedingSchool): Promise<void> {
  // Only the demo seeds schools from specs; a production start seeds the platform's tenant alone.
  if (spec.id === PLATFORM_TENANT_ID) return;
  await installDicts(tdb, DEMO_DICTS);
  const actor = { tenantId: spec.id, username: 'admin' };
  await addForm(formTables, actor, WEEKLY_REPORT);
  await addForm(formTables, actor, INCIDENTS);
  const classes = [...departs.values()].filter((d) => d.spec.kind === 'class').map((d) => d.spec.name);
  const author = tdb.as('admin');
  const main = await loadForm({ db: author }, WEEKLY_REPORT_CODE);
  for (const report of REPORTS) {
    const row: FormRowInput = {
      className: classes[report.classAt] ?? `${report.classAt + 1}班`,
      reporter: report.classAt === 0 ? '张心怡' : '李明远',
      weekStart: day(report.weeksAgo),
      mood: report.mood,
      summary: report.summary,
      [INCIDENT_CODE]: report.incidents.map(
        ([plus, eventType, attention, people, description, reported]) => ({
          eventDate: day(report.weeksAgo, plus),
          eventType,
          attention,
          peopleCount: people,
          description,
          reported,
        }),
      ),
    };
    await saveRow(author, main, row, true);
  }
}
