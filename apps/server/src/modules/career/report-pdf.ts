import type { CareerQuestionnaireResult, CareerReport } from '@xinmiao/shared';
import { type PdfBlock, renderPdf } from '../../core/pdf/render.ts';

function hollandBlocks(r: CareerReport['result']): PdfBlock[] {
  if (!r) return [{ kind: 'paragraph', text: '暂无霍兰德职业兴趣（RIASEC）测评结果。' }];
  const caution = r.flat
    ? '（各类型得分接近，兴趣倾向尚不明显）'
    : r.tie
      ? '（有并列得分，代码顺序仅供参考）'
      : '';
  return [
    { kind: 'paragraph', text: `霍兰德代码：${r.code}${caution}　测评时间：${r.testedAt}` },
    {
      kind: 'table',
      columns: [
        { title: '类型', width: 3 },
        { title: '得分', width: 2 },
      ],
      rows: r.areas.map((a) => [`${a.name}（${a.letter}）`, String(a.raw)]),
    },
    { kind: 'paragraph', text: `参考专业门类：${r.majorFamilies.join('、') || '（学校未设置）'}` },
    { kind: 'paragraph', text: `参考职业大类：${r.occupationFamilies.join('、') || '（学校未设置）'}` },
    {
      kind: 'paragraph',
      text: '说明：兴趣测评结果用于生涯探索，不代表能力或适合程度，请结合学业表现与生涯导师的建议综合考虑。',
    },
  ];
}

const withInterpretation = (score: string, interpretation: string | null) =>
  interpretation ? `${score}（${interpretation}）` : score;

function questionnaireBlocks(q: CareerQuestionnaireResult): PdfBlock[] {
  const total = q.total === null ? '—' : withInterpretation(String(q.total), q.interpretation);
  return [
    { kind: 'heading', text: q.name },
    { kind: 'paragraph', text: `总分：${total}　测评时间：${q.testedAt}` },
    ...(q.dimensions.length === 0
      ? []
      : [
          {
            kind: 'table' as const,
            columns: [
              { title: '维度', width: 3 },
              { title: '得分', width: 1 },
              { title: '解释', width: 3 },
            ],
            rows: q.dimensions.map((d) => [d.name, String(d.raw), d.interpretation ?? '—']),
          },
        ]),
  ];
}

/**
 * 生涯报告 as a PDF with Chinese text: the Holland code, the six areas and what they suggest, then
 * each 生涯问卷's scores and interpretations.
 */
export function careerReportPdf(report: CareerReport, printedAt: string): Promise<Buffer> {
  const title = `${report.name} 生涯报告`;
  return renderPdf({
    title,
    blocks: [
      { kind: 'heading', text: title },
      {
        kind: 'paragraph',
        text: `学号：${report.studentNo}　班级：${report.className}　打印时间：${printedAt}`,
      },
      ...hollandBlocks(report.result),
      ...report.questionnaires.flatMap(questionnaireBlocks),
    ],
  });
}
