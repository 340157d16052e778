import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { formatEnvErrors, validateEnv } from './src/lib/env-schema';

/** Validates configuration at start-up (decision D2) and applies the staging robots rule. */
function envPlugin(mode: string): Plugin {
  const raw = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const result = validateEnv(raw);
  if (!result.ok) {
    console.error(formatEnvErrors(result.issues));
    process.exit(1);
  }
  const staging = raw.VITE_APP_ENV === 'staging';
  return {
    name: 'app-env',
    transformIndexHtml(html) {
      return staging
        ? html.replace('</head>', '    <meta name="robots" content="noindex, nofollow" />\n  </head>')
        : html;
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    envPlugin(mode),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    tailwindcss(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
}));
