/**
 * Writes src/routeTree.gen.ts from src/routes/ (what `tsr generate` does), loading TanStack's
 * generator as an ES module: its CommonJS build, which the tsr command loads, requires two of its
 * own modules in a circle and prints a warning on every typecheck.
 */
import { Generator, getConfig } from '@tanstack/router-generator';

await new Generator({ config: getConfig(), root: process.cwd() }).run();
