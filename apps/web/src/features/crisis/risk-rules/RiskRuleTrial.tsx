import { type RiskHit, riskRuleRoutes } from '@xinmiao/shared';
import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { LevelTag } from '../../../components/levels/LevelTag.tsx';

/** 试用: runs a sample text through the school's live rules; files nothing. */
export function RiskRuleTrial() {
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ hit: RiskHit | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setResult(await api(riskRuleRoutes.check, { body: { text } }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card size="small" title="试用规则（不会报送）" style={{ marginBottom: 16 }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={text}
          maxLength={2000}
          placeholder="输入一段文字，看看会命中哪条规则"
          onChange={(event) => setText(event.target.value)}
          onPressEnter={run}
        />
        <Button type="primary" loading={busy} onClick={run}>
          试用
        </Button>
      </Space.Compact>
      {result &&
        (result.hit ? (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            message={
              <Space>
                命中「{result.hit.ruleText}」
                <LevelTag level={result.hit.level} />
              </Space>
            }
            description={result.hit.excerpt}
          />
        ) : (
          <Alert style={{ marginTop: 12 }} type="success" message="未命中任何规则" />
        ))}
    </Card>
  );
}
