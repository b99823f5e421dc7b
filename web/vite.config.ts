import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (`npm run serve` at the repository root) listens on :8080 and also serves web/dist in production.
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries in their own chunk: it changes only when a dependency does, so browsers keep it cached.
        // The captcha widget stays out of it: only the login and recovery forms load it, when it is on.
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?!altcha[\\/])/ }] },
      },
    },
  },
  server: {
    // Regular expressions so that the SPA route /oauth-response is not sent to the API server.
    proxy: {
      '^/api/': { target: apiServer, changeOrigin: false },
      '^/oauth/': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '^/api/': { target: apiServer, changeOrigin: false },
      '^/oauth/': { target: apiServer, changeOrigin: false },
    },
  },
});
