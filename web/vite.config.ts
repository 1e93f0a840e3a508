import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API and the Socket.IO server live on another port; proxying keeps every
// call same-origin, so the httpOnly session cookie works exactly as in production.
const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rollupOptions: {
      // zod ships comments Rollup cannot place; the warning is about their code, not ours
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // libraries change less often than our code: separate chunks stay cached across deploys
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // @mantine/charts wraps recharts: in the mantine chunk it would make mantine and charts import each other
          if (/[\\/](recharts|d3-[a-z-]+|victory-vendor)[\\/]/.test(id) || id.includes('@mantine/charts')) return 'charts';
          if (id.includes('@mantine')) return 'mantine';
          if (/[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
});
