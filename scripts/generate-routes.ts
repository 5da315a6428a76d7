/**
 * Writes src/routeTree.gen.ts from src/routes, so that `tsc` can run before (or without) a Vite build.
 * The Vite plugin writes the same file during `vite build` and `vite dev`.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ target: 'react', autoCodeSplitting: true });
const generator = new Generator({ config, root: process.cwd() });
await generator.run();
