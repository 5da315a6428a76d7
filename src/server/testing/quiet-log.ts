/** Node tests: the server's log stays quiet (LOG_LEVEL shows it); tests that check it capture it (captureLogs). */
import { LOG_LEVELS, setLogLevel } from '@/server/log';

const wanted = LOG_LEVELS.find((level) => level === process.env.LOG_LEVEL);
setLogLevel(wanted ?? 'silent');
