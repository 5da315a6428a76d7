import path from 'node:path';
import { ConfigError } from './config';

/**
 * Reads `.env` from the folder the command runs in (or the file named by ENV_FILE) into
 * process.env, when it exists. Variables already set in the environment win over the file, so a
 * process manager's settings are never overridden by a forgotten file. Returns the file it read;
 * a file that cannot be read is a ConfigError, like an invalid variable.
 */
export function loadEnvFile(cwd: string = process.cwd()): string | undefined {
  const named = process.env.ENV_FILE?.trim();
  const file = path.resolve(cwd, named || '.env');
  try {
    process.loadEnvFile(file);
  } catch (error) {
    // No file is the usual case; a file named by ENV_FILE must exist.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !named) return undefined;
    throw new ConfigError(`Could not read the environment file ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return file;
}
