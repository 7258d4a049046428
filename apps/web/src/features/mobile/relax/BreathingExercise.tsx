import { Button, Progress, Segmented, Space, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { useReducedMotion } from '../../../hooks/use-reduced-motion.ts';
import { ACTION_NAMES, BREATH_PATTERNS, type BreathPattern, breathAt, roundSeconds } from './breathing.ts';
import { recordUsage } from './record-usage.ts';

const ROUND_CHOICES = [1, 3, 5, 8];
const SMALL = 0.55;

const circle = (scale: number, seconds: number, animate: boolean): CSSProperties => ({
  width: 220,
  height: 220,
  margin: '24px auto',
  borderRadius: '50%',
  background: 'radial-gradient(circle at 35% 35%, #b5e3f5, #5aa9d6)',
  transform: `scale(${scale})`,
  transition: animate ? `transform ${seconds}s ease-in-out` : 'none',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: '#fff',
  fontSize: 26,
});

const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** A guided breathing session: pick a pattern and rounds, follow the circle (or the bar with reduced motion). */
export function BreathingExercise() {
  const [pattern, setPattern] = useState<BreathPattern>(BREATH_PATTERNS[0] as BreathPattern);
  const [rounds, setRounds] = useState(3);
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(false);
  const reduced = useReducedMotion();
  const state = breathAt(pattern, rounds, elapsed);
  const total = roundSeconds(pattern) * rounds;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  useEffect(() => {
    if (state.done && running) {
      setRunning(false);
      recordUsage('breathing', total);
    }
  }, [state.done, running, total]);

  const start = () => {
    setElapsed(0);
    setRunning(true);
  };
  const stop = () => {
    recordUsage('breathing', elapsed);
    setRunning(false);
    setElapsed(0);
  };
  const active = running && !state.done;
  // The circle grows while breathing in, stays while holding, shrinks while breathing out.
  const phase = active && !state.done ? state.phase : null;
  const scale = !phase ? SMALL : phase.action === 'inhale' || phase.action === 'hold' ? 1 : SMALL;

  return (
    <section aria-label="呼吸练习">
      <Segmented
        block
        value={pattern.key}
        disabled={running}
        options={BREATH_PATTERNS.map((p) => ({ label: p.name, value: p.key }))}
        onChange={(key) => setPattern(BREATH_PATTERNS.find((p) => p.key === key) ?? pattern)}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {pattern.hint}
      </Typography.Paragraph>
      <Space align="center" style={{ marginBottom: 8 }}>
        <span>轮数</span>
        <Segmented
          value={rounds}
          disabled={running}
          options={ROUND_CHOICES.map((n) => ({ label: `${n} 轮`, value: n }))}
          onChange={(n) => setRounds(Number(n))}
        />
      </Space>
      {reduced ? (
        <div style={{ margin: '24px 0', textAlign: 'center', fontSize: 26 }} data-testid="breath-static">
          {phase ? ACTION_NAMES[phase.action] : '准备'}
        </div>
      ) : (
        <div style={circle(scale, phase?.seconds ?? 1, active)} data-testid="breath-circle">
          {phase ? ACTION_NAMES[phase.action] : '准备'}
        </div>
      )}
      <div role="status" aria-live="polite" style={{ textAlign: 'center', fontSize: 18, minHeight: 56 }}>
        {state.done ? (
          <strong>
            练习完成：{rounds} 轮，用时 {mmss(total)}
          </strong>
        ) : phase ? (
          <>
            {ACTION_NAMES[phase.action]} {state.secondsLeft} 秒 · 第 {state.round}/{rounds} 轮
          </>
        ) : (
          <>共 {mmss(total)}，找一个舒服的姿势</>
        )}
      </div>
      {reduced && phase && !state.done && (
        <Progress
          percent={Math.round(((phase.seconds - state.secondsLeft) / phase.seconds) * 100)}
          showInfo={false}
        />
      )}
      <Progress percent={Math.round((Math.min(elapsed, total) / total) * 100)} aria-label="练习进度" />
      {running ? (
        <Button block size="large" onClick={stop} style={{ minHeight: 48 }}>
          结束练习
        </Button>
      ) : (
        <Button block size="large" type="primary" onClick={start} style={{ minHeight: 48 }}>
          {state.done || elapsed > 0 ? '再练一次' : '开始练习'}
        </Button>
      )}
    </section>
  );
}
