import { Card, Tabs } from 'antd';
import { ArticleTab } from './ArticleTab.tsx';
import { AudioTab } from './AudioTab.tsx';
import { SettingsTab } from './SettingsTab.tsx';
import { StatsTab } from './StatsTab.tsx';

/** 减压星球 (console): what students find on the H5 page, the diary's anonymous figures and its rules. */
export function RelaxPlanetPage() {
  return (
    <Card variant="borderless">
      <Tabs
        items={[
          { key: 'audio', label: '放松音频', children: <AudioTab /> },
          { key: 'article', label: '减压文章', children: <ArticleTab /> },
          { key: 'stats', label: '心情日记统计', children: <StatsTab /> },
          { key: 'settings', label: '心情预警规则', children: <SettingsTab /> },
        ]}
      />
    </Card>
  );
}
