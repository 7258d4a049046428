import type { MoodHelp as Help } from '@xinmiao/shared';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router';

/** Shown at once when a mood rule is met: care and where to reach a person now; never a diagnosis. */
export function MoodHelp({ help }: { help: Help }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      role="alert"
      style={{ marginBottom: 16, fontSize: 16 }}
      message="谢谢你愿意记录自己的感受"
      description={
        <div>
          <p>最近好像有些辛苦。你不必一个人扛着，心理中心的老师很愿意听你说说。</p>
          <Button
            type="primary"
            block
            size="large"
            style={{ minHeight: 48 }}
            onClick={() => navigate('/m/counselling')}
          >
            预约心理咨询
          </Button>
        </div>
      }
      data-rules={help.rules.join(',')}
    />
  );
}
