import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The sandbox site `sunshine/demo` lets only http://127.0.0.1:8081 and
// http://localhost:8081 frame the widget (its frameAncestors), so the dev
// server takes that address; see README.md for starting PayHub without its
// own example site there.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 8081, strictPort: true },
  preview: { host: '127.0.0.1', port: 8081, strictPort: true },
});
