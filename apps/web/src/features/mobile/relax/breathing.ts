/** One phase of a breathing pattern: what to do and for how many seconds. */
export type BreathPhase = { action: 'inhale' | 'hold' | 'exhale' | 'rest'; seconds: number };
export type BreathPattern = { key: string; name: string; hint: string; phases: readonly BreathPhase[] };

export const BREATH_PATTERNS: readonly BreathPattern[] = [
  {
    key: '478',
    name: '4-7-8 呼吸',
    hint: '吸气 4 秒，屏息 7 秒，缓慢呼气 8 秒，帮助入睡和平复紧张。',
    phases: [
      { action: 'inhale', seconds: 4 },
      { action: 'hold', seconds: 7 },
      { action: 'exhale', seconds: 8 },
    ],
  },
  {
    key: 'box',
    name: '箱式呼吸',
    hint: '吸气、屏息、呼气、停顿各 4 秒，像画一个正方形，帮助集中注意力。',
    phases: [
      { action: 'inhale', seconds: 4 },
      { action: 'hold', seconds: 4 },
      { action: 'exhale', seconds: 4 },
      { action: 'rest', seconds: 4 },
    ],
  },
];

export const ACTION_NAMES: Record<BreathPhase['action'], string> = {
  inhale: '吸气',
  hold: '屏息',
  exhale: '呼气',
  rest: '停顿',
};

export type BreathState =
  | { done: false; round: number; phase: BreathPhase; secondsLeft: number }
  | { done: true; round: number };

export const roundSeconds = (pattern: BreathPattern): number =>
  pattern.phases.reduce((sum, p) => sum + p.seconds, 0);

/** Where a session of `rounds` rounds stands after `elapsed` whole seconds. */
export function breathAt(pattern: BreathPattern, rounds: number, elapsed: number): BreathState {
  const perRound = roundSeconds(pattern);
  if (elapsed >= perRound * rounds) return { done: true, round: rounds };
  const round = Math.floor(elapsed / perRound) + 1;
  let within = elapsed % perRound;
  for (const phase of pattern.phases) {
    if (within < phase.seconds) return { done: false, round, phase, secondsLeft: phase.seconds - within };
    within -= phase.seconds;
  }
  throw new Error('unreachable: elapsed lies within a round');
}
