import { Alert, Button, Card, Checkbox } from 'antd';
import { useState } from 'react';
import { mobileStyles } from '../mobile-styles.ts';

type Props = {
  text: string;
  guardian: boolean;
  declined: boolean;
  busy: boolean;
  onAnswer: (agree: boolean, guardianAgreed: boolean) => void;
};

/** 知情同意: the student agrees (with the guardian's consent where the school asks for it) or declines. */
export function ConsentStep({ text, guardian, declined, busy, onAnswer }: Props) {
  const [guardianAgreed, setGuardianAgreed] = useState(false);
  return (
    <Card title="知情同意书">
      {declined && (
        <Alert
          type="info"
          showIcon
          message="你已拒绝参加本次测评，如改变主意可以重新同意。"
          style={{ marginBottom: 12 }}
        />
      )}
      <div style={mobileStyles.consent}>{text || '本测评仅用于学校心理健康服务，结果严格保密。'}</div>
      {guardian && (
        <Checkbox
          checked={guardianAgreed}
          onChange={(e) => setGuardianAgreed(e.target.checked)}
          style={{ marginTop: 12 }}
        >
          我的监护人已知晓并同意我参加本次测评
        </Checkbox>
      )}
      <div style={mobileStyles.nav}>
        <Button
          style={mobileStyles.navButton}
          disabled={busy || declined}
          onClick={() => onAnswer(false, false)}
        >
          不参加
        </Button>
        <Button
          type="primary"
          style={mobileStyles.navButton}
          loading={busy}
          disabled={guardian && !guardianAgreed}
          onClick={() => onAnswer(true, guardianAgreed)}
        >
          同意并开始
        </Button>
      </div>
    </Card>
  );
}
