import { Space, Typography } from 'antd';
import { useState } from 'react';
import { SliderVerify } from '../../../../components/slider-verify/SliderVerify.tsx';

export default function SliderVerifySection() {
  const [passed, setPassed] = useState(0);
  return (
    <Space orientation="vertical">
      <SliderVerify width={300} onSuccess={() => setPassed((n) => n + 1)} />
      <Typography.Text type="secondary">success 事件：{passed} 次</Typography.Text>
    </Space>
  );
}
