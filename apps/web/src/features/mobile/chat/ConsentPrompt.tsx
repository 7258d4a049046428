import { aiRoutes } from '@xinmiao/shared';
import { Alert, Button, Input, Space } from 'antd';
import { useState } from 'react';
import { errorText, mobileApi } from '../mobile-session.ts';

/**
 * The school offers an external model: messages go there only after the student's consent (a
 * guardian's under 14). Until then the assistant answers offline.
 */
export function ConsentPrompt({ onConsented }: { onConsented: () => void }) {
  const [guardian, setGuardian] = useState('');
  const [problem, setProblem] = useState('');
  const consent = (givenBy: 'student' | 'guardian') =>
    mobileApi(aiRoutes.consent, {
      body: { givenBy, ...(givenBy === 'guardian' ? { guardianName: guardian } : {}) },
    })
      .then(onConsented)
      .catch((error: unknown) => setProblem(errorText(error)));
  return (
    <Alert
      type="info"
      message="是否使用更聪明的外部 AI 模型？"
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          学校接入了外部 AI
          模型。同意后，你的消息会隐去姓名和学号后发送给该模型；不同意也可以继续使用离线助手。未满 14
          周岁需由监护人同意。
          <Button size="small" onClick={() => consent('student')}>
            我已满 14 周岁，同意
          </Button>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              size="small"
              placeholder="监护人姓名"
              value={guardian}
              maxLength={50}
              onChange={(e) => setGuardian(e.target.value)}
            />
            <Button size="small" disabled={!guardian.trim()} onClick={() => consent('guardian')}>
              监护人同意
            </Button>
          </Space.Compact>
          {problem && <span style={{ color: '#cf1322' }}>{problem}</span>}
        </Space>
      }
    />
  );
}
