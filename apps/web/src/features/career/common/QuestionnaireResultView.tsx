import type { CareerQuestionnaireResult } from '@xinmiao/shared';
import { Descriptions, Table, Typography } from 'antd';

type Dimension = CareerQuestionnaireResult['dimensions'][number];

const scoreWith = (score: number | null, interpretation: string | null) =>
  score === null ? '—' : interpretation ? `${score}（${interpretation}）` : String(score);

/** One 生涯问卷's latest result: total and dimension scores with the questionnaire's own wording. */
export function QuestionnaireResultView({
  result,
  compact,
}: {
  result: CareerQuestionnaireResult;
  compact: boolean;
}) {
  return (
    <section data-testid={`career-questionnaire-${result.scaleCode}`}>
      <Typography.Title level={5}>{result.name}</Typography.Title>
      <Descriptions column={compact ? 1 : 2} size="small" bordered>
        <Descriptions.Item label="总分">{scoreWith(result.total, result.interpretation)}</Descriptions.Item>
        <Descriptions.Item label="测评时间">{result.testedAt}</Descriptions.Item>
      </Descriptions>
      {result.dimensions.length > 0 && (
        <Table<Dimension>
          rowKey="name"
          size="small"
          pagination={false}
          style={{ marginTop: 8 }}
          dataSource={result.dimensions}
          columns={[
            { title: '维度', dataIndex: 'name' },
            { title: '得分', dataIndex: 'raw', width: 80 },
            { title: '解释', dataIndex: 'interpretation', render: (text: string | null) => text ?? '—' },
          ]}
        />
      )}
    </section>
  );
}
