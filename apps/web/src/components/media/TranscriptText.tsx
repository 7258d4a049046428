/** A recording's transcript, folded under its player for those who cannot or would rather not listen. */
export function TranscriptText({ transcript }: { transcript: string }) {
  if (!transcript.trim()) return null;
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer', minHeight: 32 }}>文字稿</summary>
      <p style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>{transcript}</p>
    </details>
  );
}
