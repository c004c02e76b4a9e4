import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API runs in the functions emulator behind Hosting.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by tests/bench/bundle-size.mjs to price each route's JavaScript.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
