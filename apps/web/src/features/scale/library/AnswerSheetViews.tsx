import type { ScaleItem } from '@xinmiao/shared';
import { Button, Card, Progress, Radio, Space, Typography } from 'antd';
import { type AnswerSheet, answeredCount } from './answer-sheet.ts';

type SheetProps = {
  items: ScaleItem[];
  sheet: AnswerSheet;
  onAnswer: (index: number, option: number) => void;
};

function ItemQuestion({
  item,
  index,
  sheet,
  onAnswer,
}: { item: ScaleItem; index: number } & Omit<SheetProps, 'items'>) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>
        {item.number}. {item.text}
        {item.optional && <Typography.Text type="secondary">（选答）</Typography.Text>}
      </Typography.Text>
      <Radio.Group
        value={sheet[index]}
        onChange={(e) => onAnswer(index, Number(e.target.value))}
        options={item.options.map((o, k) => ({ value: k + 1, label: o.label }))}
      />
    </Space>
  );
}

/** One item per screen; choosing an option moves on, as on the student's phone. */
export function OneByOneSheet({
  items,
  sheet,
  current,
  onMove,
  onAnswer,
}: SheetProps & { current: number; onMove: (index: number) => void }) {
  const item = items[current];
  if (!item) return null;
  const answerAndNext = (index: number, option: number) => {
    onAnswer(index, option);
    if (index < items.length - 1) onMove(index + 1);
  };
  return (
    <Card size="small">
      <Progress percent={Math.round((answeredCount(sheet) / items.length) * 100)} size="small" />
      <Typography.Text type="secondary">
        第 {current + 1} / {items.length} 题
      </Typography.Text>
      <div style={{ margin: '12px 0' }}>
        <ItemQuestion item={item} index={current} sheet={sheet} onAnswer={answerAndNext} />
      </div>
      <Space>
        <Button disabled={current === 0} onClick={() => onMove(current - 1)}>
          上一题
        </Button>
        <Button disabled={current >= items.length - 1} onClick={() => onMove(current + 1)}>
          下一题
        </Button>
      </Space>
    </Card>
  );
}

/** The whole sheet as one form. */
export function WholeSheet({ items, sheet, onAnswer }: SheetProps) {
  return (
    <div style={{ maxHeight: '55vh', overflowY: 'auto', paddingRight: 8 }}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {items.map((item, index) => (
          <ItemQuestion key={item.number} item={item} index={index} sheet={sheet} onAnswer={onAnswer} />
        ))}
      </Space>
    </div>
  );
}
