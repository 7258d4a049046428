import { CASE_STATUS, CASE_TRANSITIONS, SIGNAL_SOURCE_LABELS } from '@xinmiao/shared';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { LevelTag } from '../../components/levels/LevelTag.tsx';

export const statusText = (status: string) => CASE_STATUS[status as keyof typeof CASE_STATUS] ?? status;
export const sourceText = (source: string) => SIGNAL_SOURCE_LABELS[source] ?? source;
export const actionText = (action: string) =>
  CASE_TRANSITIONS[action as keyof typeof CASE_TRANSITIONS]?.label ?? action;
/** 回访, or 复测 with the short scale a re-test uses. */
export const followupKindText = (f: { kind: string; scaleCode: string | null }) =>
  f.kind === 'retest' ? `复测 ${f.scaleCode ?? ''}` : '回访';

/** A case's confirmed level; an unconfirmed case shows its suggested level, outlined. */
export function CaseLevelTag({
  level,
  suggested,
  fit = false,
}: {
  level: number | null;
  suggested?: number;
  fit?: boolean;
}) {
  return level === null ? (
    <LevelTag level={suggested ?? 0} suggested fit={fit} />
  ) : (
    <LevelTag level={level} fit={fit} />
  );
}

/** `yyyy-MM-dd HH:mm:ss` in China time, as the server sends it. */
export const parseChinaTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

/** The current time, refreshed every `ms` so countdowns move. */
export function useNow(ms = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

function span(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  if (minutes < 60) return `${minutes} 分钟`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} 小时 ${minutes % 60} 分`;
  return `${Math.floor(hours / 24)} 天`;
}

/** 剩余 … / 已超时 … for a step's due time. */
export function Countdown({ dueAt, now }: { dueAt: string | null; now: number }) {
  if (!dueAt) return <Typography.Text type="secondary">—</Typography.Text>;
  const left = parseChinaTime(dueAt).getTime() - now;
  if (left < 0) return <Typography.Text type="danger">已超时 {span(left)}</Typography.Text>;
  return <Typography.Text type={left < 3_600_000 ? 'warning' : undefined}>剩余 {span(left)}</Typography.Text>;
}
