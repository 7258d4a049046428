import { QueryClientProvider } from '@tanstack/react-query';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../api/query-client.ts';
import { usePageQuery } from '../../../hooks/use-page-query.ts';
import { mobileStyles } from '../mobile-styles.ts';
import { BreathingExercise } from './BreathingExercise.tsx';
import { MoodDiary } from './MoodDiary.tsx';
import { RelaxArticles } from './RelaxArticles.tsx';
import { RelaxAudio } from './RelaxAudio.tsx';

const TABS = [
  { value: 'breathe', label: '呼吸' },
  { value: 'audio', label: '音频' },
  { value: 'read', label: '文章' },
  { value: 'mood', label: '心情' },
] as const;
type Tab = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/** The H5 page stands outside the console shell, which otherwise provides the query client. */
export function RelaxPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <RelaxPlanet />
    </QueryClientProvider>
  );
}

/** 减压星球 (student H5): breathing, relaxation audio, articles and the mood diary. */
function RelaxPlanet() {
  const [params, setParams] = usePageQuery();
  const initial = params.get('tab');
  const [tab, setTab] = useState<Tab>(isTab(initial) ? initial : 'breathe');
  const navigate = useNavigate();
  const choose = (value: Tab) => {
    setTab(value);
    setParams({ tab: value }, { replace: true });
  };
  return (
    <div>
      <div style={mobileStyles.header}>
        <h1 style={mobileStyles.title}>减压星球</h1>
        <Button type="link" onClick={() => navigate('/m')}>
          返回
        </Button>
      </div>
      <Segmented
        block
        size="large"
        value={tab}
        options={TABS.map((t) => ({ ...t }))}
        onChange={(value) => choose(value as Tab)}
        style={{ marginBottom: 16 }}
      />
      {tab === 'breathe' && <BreathingExercise />}
      {tab === 'audio' && <RelaxAudio />}
      {tab === 'read' && <RelaxArticles />}
      {tab === 'mood' && <MoodDiary />}
    </div>
  );
}
