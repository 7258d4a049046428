import type { CSSProperties } from 'react';

/** Phone-first sizes: tap targets of at least 48 px, body text 16–18 px. */
export const mobileStyles = {
  frame: {
    minHeight: '100vh',
    maxWidth: 560,
    margin: '0 auto',
    padding: 16,
    background: '#f5f7fa',
    boxSizing: 'border-box',
  },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 },
  title: { margin: 0, fontSize: 20 },
  option: {
    width: '100%',
    minHeight: 52,
    height: 'auto',
    marginBottom: 12,
    fontSize: 16,
    whiteSpace: 'normal',
  },
  item: { fontSize: 18, lineHeight: 1.6, margin: '16px 0 20px' },
  nav: { display: 'flex', gap: 12, marginTop: 8 },
  navButton: { flex: 1, minHeight: 48 },
  consent: { whiteSpace: 'pre-wrap', lineHeight: 1.7, maxHeight: '50vh', overflow: 'auto' },
} satisfies Record<string, CSSProperties>;
