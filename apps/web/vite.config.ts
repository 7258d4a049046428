import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/jeecg-boot': 'http://127.0.0.1:3000' } },
});
