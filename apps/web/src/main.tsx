import 'antd/dist/reset.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyWindowsBodyZoom } from './app/windows-zoom.ts';

applyWindowsBodyZoom(document.body, {
  userAgent: navigator.userAgent,
  devicePixelRatio: window.devicePixelRatio,
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
