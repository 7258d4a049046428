import { Alert, Space } from 'antd';
import { useAccess } from '../../access/access-store.ts';
import { AiSettingsCard } from './AiSettingsCard.tsx';

/** AI对话: the school's assistant settings; the staff assistant itself comes with its tools. */
export function AiChatPage() {
  const { can } = useAccess();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message="学生可在手机端「AI 助手」中使用；命中风险词的消息会报送到危机预警队列，并向学生显示求助热线。"
      />
      {can('ai:settings:edit') ? <AiSettingsCard /> : <Alert type="warning" message="教职工 AI 助手建设中" />}
    </Space>
  );
}
