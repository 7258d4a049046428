import { Alert, Tabs } from 'antd';
import { useAccess } from '../../access/access-store.ts';
import { AiSettingsCard } from './AiSettingsCard.tsx';
import { KnowledgeTab } from './KnowledgeTab.tsx';
import { StaffChatPanel } from './StaffChatPanel.tsx';

/** AI对话: the staff assistant, the school's 知识库 and the assistant's settings, each for its holders. */
export function AiChatPage() {
  const { can } = useAccess();
  const tabs = [
    ...(can('ai:chat:use') ? [{ key: 'chat', label: 'AI 助手', children: <StaffChatPanel /> }] : []),
    ...(can('ai:knowledge:edit') ? [{ key: 'knowledge', label: '知识库', children: <KnowledgeTab /> }] : []),
    ...(can('ai:settings:edit') ? [{ key: 'settings', label: '设置', children: <AiSettingsCard /> }] : []),
  ];
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="学生可在手机端「AI 助手」中使用；命中风险词或模型提示有风险的消息会报送到危机预警队列，并向学生显示求助热线。"
      />
      <Tabs items={tabs} />
    </>
  );
}
