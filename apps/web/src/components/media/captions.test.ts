import { describe, expect, it } from 'vitest';
import { transcriptToVtt } from './captions.ts';

describe('transcriptToVtt', () => {
  it('spreads the lines of a transcript over the recording as cues', () => {
    expect(transcriptToVtt('第一句\n\n第二句 --> 继续\n', 10)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n第一句\n\n00:00:05.000 --> 00:00:10.000\n第二句 → 继续\n',
    );
  });

  it('gives each line five seconds when the length is unknown, and no cue for an empty text', () => {
    expect(transcriptToVtt('一句', 0)).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:05.000\n一句\n');
    expect(transcriptToVtt('  \n', 30)).toBe('WEBVTT\n');
  });
});
