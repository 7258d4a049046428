import { Input } from 'antd';
import { useState } from 'react';
import { ContentLayout } from '../../../../components/layout-content/ContentLayout.tsx';

export default function LayoutSection() {
  const [tab, setTab] = useState('intro');
  return (
    <ContentLayout
      title="页面标题"
      description="可选的页头、搜索区和标签页"
      search={<Input.Search placeholder="搜索区" style={{ maxWidth: 300 }} />}
      tabs={[
        { key: 'intro', label: '简介' },
        { key: 'detail', label: '详情' },
      ]}
      activeTab={tab}
      onTabChange={setTab}
    >
      {tab === 'intro' ? '简介标签的内容' : '详情标签的内容'}
    </ContentLayout>
  );
}
