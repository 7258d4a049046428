/** An internal menu url shown inside the layout. */
export function IframePage({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      src={url}
      title={title}
      style={{ width: '100%', height: 'calc(100vh - 200px)', minHeight: 480, border: 0, background: '#fff' }}
    />
  );
}
