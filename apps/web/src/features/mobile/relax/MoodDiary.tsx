import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chinaDayOf,
  type MoodHelp as Help,
  isMoodTag,
  MOOD_BACKFILL_DAYS,
  MOOD_LABELS,
  MOOD_NOTE_MAX,
  MOOD_NOTICE,
  MOOD_TAGS,
  type MoodTag,
  relaxRoutes,
} from '@xinmiao/shared';
import { Alert, App, Button, Input, Radio, Segmented, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { EChart } from '../../../components/charts/EChart.tsx';
import { errorText, mobileApi } from '../mobile-session.ts';
import { MoodHelp } from './MoodHelp.tsx';

const ENTRIES_KEY = ['m', 'relax', 'mood'];
const TREND_DAYS = 30;
const FACES: Record<number, string> = { 1: '😣', 2: '😔', 3: '😐', 4: '🙂', 5: '😄' };

/** Short enough for seven segments on a 390 px phone: 今天, 昨天, then the day of the month. */
function dayLabel(day: string, index: number): string {
  if (index === 0) return '今天';
  if (index === 1) return '昨天';
  return String(Number(day.slice(8)));
}

/** 心情日记: the student's own daily mood, tags and note, with the trend of the last month. */
export function MoodDiary() {
  const [days] = useState(() =>
    Array.from({ length: MOOD_BACKFILL_DAYS }, (_, i) => chinaDayOf(new Date(), i)),
  );
  const [day, setDay] = useState(days[0] ?? '');
  const [mood, setMood] = useState<number | null>(null);
  const [tags, setTags] = useState<MoodTag[]>([]);
  const [note, setNote] = useState('');
  const [help, setHelp] = useState<Help | null>(null);
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: ENTRIES_KEY,
    queryFn: () => mobileApi(relaxRoutes.myMood, { query: { days: TREND_DAYS } }),
  });
  const existing = entries.data?.find((e) => e.day === day);

  useEffect(() => {
    setMood(existing?.mood ?? null);
    setTags((existing?.tags ?? []).filter(isMoodTag));
    setNote(existing?.note ?? '');
  }, [existing]);

  const save = async () => {
    if (mood === null) return;
    setSaving(true);
    try {
      const saved = await mobileApi(relaxRoutes.saveMood, { body: { day, mood, tags, note } });
      setHelp(saved.help);
      message.success('心情已记录');
      await queryClient.invalidateQueries({ queryKey: ENTRIES_KEY });
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  const trend = entries.data ?? [];
  return (
    <section aria-label="心情日记">
      {help && <MoodHelp help={help} />}
      <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={MOOD_NOTICE} />
      <Segmented
        block
        value={day}
        options={days.map((d, i) => ({ label: dayLabel(d, i), value: d }))}
        onChange={(value) => setDay(String(value))}
        aria-label="日期"
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        这一天的心情
      </Typography.Title>
      <Radio.Group
        value={mood}
        onChange={(e) => setMood(Number(e.target.value))}
        optionType="button"
        buttonStyle="solid"
        style={{ display: 'flex', width: '100%' }}
        aria-label="心情"
      >
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio.Button
            key={n}
            value={n}
            aria-label={`${n} 分 ${MOOD_LABELS[n]}`}
            style={{ flex: 1, height: 64, textAlign: 'center', lineHeight: 1.3, paddingTop: 6 }}
          >
            <div style={{ fontSize: 22 }}>{FACES[n]}</div>
            <div style={{ fontSize: 12 }}>{n}</div>
          </Radio.Button>
        ))}
      </Radio.Group>
      {mood !== null && <Typography.Text type="secondary">{MOOD_LABELS[mood]}</Typography.Text>}
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        和什么有关（可多选）
      </Typography.Title>
      <Space wrap>
        {MOOD_TAGS.map((tag) => (
          <Tag.CheckableTag
            key={tag}
            checked={tags.includes(tag)}
            onChange={(on) => setTags((now) => (on ? [...now, tag] : now.filter((t) => t !== tag)))}
            style={{ fontSize: 15, padding: '6px 12px' }}
          >
            {tag}
          </Tag.CheckableTag>
        ))}
      </Space>
      <Input.TextArea
        aria-label="备注"
        placeholder="想写点什么吗？（可不填）"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={MOOD_NOTE_MAX}
        showCount
        rows={3}
        style={{ marginTop: 16 }}
      />
      <Button
        block
        type="primary"
        size="large"
        style={{ marginTop: 16, minHeight: 48 }}
        disabled={mood === null}
        loading={saving}
        onClick={() => void save()}
      >
        {existing ? '更新这一天的心情' : '记录心情'}
      </Button>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        最近 {TREND_DAYS} 天
      </Typography.Title>
      {trend.length === 0 ? (
        <Typography.Text type="secondary">还没有记录，从今天开始吧。</Typography.Text>
      ) : (
        <>
          <EChart
            testId="mood-trend"
            height={220}
            option={{
              grid: { left: 32, right: 12, top: 16, bottom: 28 },
              xAxis: { type: 'category', data: trend.map((e) => e.day.slice(5)) },
              yAxis: { type: 'value', min: 1, max: 5, interval: 1 },
              tooltip: { trigger: 'axis' },
              series: [{ type: 'line', smooth: true, data: trend.map((e) => e.mood), name: '心情' }],
            }}
          />
          <Typography.Text type="secondary" data-testid="mood-days">
            已记录 {trend.length} 天，平均{' '}
            {(trend.reduce((sum, e) => sum + e.mood, 0) / trend.length).toFixed(1)} 分
          </Typography.Text>
        </>
      )}
    </section>
  );
}
