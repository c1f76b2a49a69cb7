// Builds the client (Vite) into dist/client and bundles the server (esbuild) into dist/server.
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { moveSourceMaps, precompress } from './client-assets.mjs';

const only = process.argv[2];

if (!only || only === 'client') {
  await viteBuild({ configFile: 'vite.config.ts', logLevel: 'warn' });
  // Maps stay available to us (dist/client-sourcemaps) but are never served.
  moveSourceMaps('dist/client', 'dist/client-sourcemaps');
  precompress('dist/client');
}
if (!only || only === 'server') {
  await esbuild({
    entryPoints: {
      main: 'src/server/main.ts',
      'analysis-worker': 'src/server/jobs/analysis-worker.ts',
      'inspection-worker': 'src/server/jobs/inspection-worker.ts',
    },
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  }).catch(() => process.exit(1));
}
