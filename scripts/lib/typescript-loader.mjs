/**
 * `node --import ./scripts/lib/typescript-loader.mjs file.ts` (npm start): runs the TypeScript
 * sources with the project's tsconfig.json, so the `@/…` paths resolve whatever folder the command
 * runs in (the server reads `.env` from that folder). tsx alone would look for a tsconfig there.
 */
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
