import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

export default defineConfig({
  plugins: [
    // The router plugin must run before React's so that split route chunks are transformed too.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
  ],
  build: {
    target: 'es2022',
    // Explicit browser targets: with only an ES target the CSS minifier drops unprefixed backdrop-filter.
    cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4'],
    sourcemap: false,
  },
});
