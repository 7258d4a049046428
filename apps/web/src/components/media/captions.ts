import { useEffect, useState } from 'react';

const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * A WebVTT captions file from a plain transcript: each non-empty line becomes one cue, the lines
 * spread evenly over the recording (five seconds each when its length is unknown). Arrows and blank
 * lines, which would end a cue early, are taken out of the text.
 */
export function transcriptToVtt(transcript: string, durationSeconds: number): string {
  const lines = transcript
    .split(/\r?\n/)
    .map((line) => line.replaceAll('-->', '→').trim())
    .filter((line) => line.length > 0);
  const total = durationSeconds > 0 ? durationSeconds : lines.length * 5;
  const each = lines.length ? total / lines.length : 0;
  const cues = lines.map((line, i) => `${stamp(i * each)} --> ${stamp((i + 1) * each)}\n${line}`);
  return ['WEBVTT', ...cues].join('\n\n').concat('\n');
}

/**
 * The captions track of a recording, as an object URL made here from its transcript (the console's
 * CSP allows `blob:` media for this); undefined while there is no transcript.
 */
export function useCaptionsUrl(transcript: string | undefined, durationSeconds: number): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!transcript?.trim()) {
      setUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(
      new Blob([transcriptToVtt(transcript, durationSeconds)], { type: 'text/vtt' }),
    );
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [transcript, durationSeconds]);
  return url;
}
