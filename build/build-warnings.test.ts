import { describe, expect, it } from 'vitest';
import { buildWarnings } from './build-warnings';

describe('buildWarnings', () => {
  it('finds the warnings Vite, rolldown and plugins print, colours and all', () => {
    const output = [
      'vite v8.3.8 building client environment for production...',
      "\u001b[33m(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`\u001b[39m",
      '  - import "./site" without a file extension (src/content/web-app-manifest.ts:1:22). Add the file extension',
      ' WARN  inlineDynamicImports option is deprecated, please use codeSplitting: false instead.',
      '[warn] `inlineDynamicImports` option is deprecated, please use `codeSplitting: false` instead.',
      '✓ 102 modules transformed.',
      'dist/sw.mjs  31.60 kB │ gzip: 10.14 kB',
    ].join('\n');
    expect(buildWarnings(output)).toEqual([
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      'WARN  inlineDynamicImports option is deprecated, please use codeSplitting: false instead.',
      '[warn] `inlineDynamicImports` option is deprecated, please use `codeSplitting: false` instead.',
    ]);
  });

  it('finds none in a clean build', () => {
    expect(buildWarnings('prerendered 39 pages and 404.html\nprecache  277 entries (3001.85 KiB)\nfiles generated\n  dist/sw.js\n')).toEqual([]);
  });
});
