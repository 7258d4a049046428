import { displayLength } from '@xinmiao/shared';
import { Descriptions, Input } from 'antd';
import { useState } from 'react';
import { EllipsisText } from '../../../../components/format/EllipsisText.tsx';
import { formatThousands } from '../../../../components/format/number-format.ts';

/** ellipsis, thousand separators and the display length of what the user types. */
export default function FormatSection() {
  const [text, setText] = useState('心苗学生心理健康测评平台，支持多租户、量表筛查、危机预警和个体报告');
  const [amount, setAmount] = useState('1234567.89');
  return (
    <Descriptions column={1} bordered size="small">
      <Descriptions.Item label="文本">
        <Input value={text} onChange={(e) => setText(e.target.value)} aria-label="示例文本" />
      </Descriptions.Item>
      <Descriptions.Item label="省略（25）">
        <EllipsisText text={text} />
      </Descriptions.Item>
      <Descriptions.Item label="省略（12）">
        <EllipsisText text={text} length={12} />
      </Descriptions.Item>
      <Descriptions.Item label="字符长度">
        <span data-testid="string-length">{displayLength(text)}</span>
      </Descriptions.Item>
      <Descriptions.Item label="数字">
        <Input value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="示例数字" />
      </Descriptions.Item>
      <Descriptions.Item label="千分位">
        <span data-testid="thousands">{formatThousands(amount)}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
