import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `ws` lets the notice websocket (/jeecg-boot/websocket/:userId) through the dev server too.
const apiProxy = { '/jeecg-boot': { target: 'http://127.0.0.1:3000', ws: true } };

export default defineConfig({
  plugins: [react()],
  server: { proxy: apiProxy },
  // `server.proxy` is dev-only; `vite preview` needs its own copy.
  preview: { proxy: apiProxy },
  // The manifest lets bench/bundle-size.ts follow exactly what the login route loads.
  build: { manifest: true },
});
