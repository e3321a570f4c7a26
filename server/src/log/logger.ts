// The server's structured logs (issue 10, Observability): one pino logger made at boot that writes
// one JSON object per line to stdout, with ISO times and level names, so any log shipper can read
// them. Keys that hold secrets are redacted wherever they appear in what is logged.
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

export type { Logger } from 'pino';

/** The levels LOTLINE_LOG_LEVEL takes, most severe first; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Options of `createLogger`. */
export interface LoggerOptions {
  /** The least severe level written. Default 'info'. */
  level?: LogLevel;
  /** Where lines go (default stdout); tests pass a stream to read them. */
  destination?: DestinationStream;
}

/**
 * Keys never written as they are: requests' credentials and anything named like a password,
 * token or secret, one level deep. Routes do not log such values; this is the second guard.
 */
const REDACTED_PATHS = [
  'authorization',
  'cookie',
  'password',
  'token',
  'secret',
  '*.authorization',
  '*.cookie',
  '*.password',
  '*.token',
  '*.secret',
  'headers.authorization',
  'headers.cookie',
];

/** A JSON logger at `level` (default info) writing to `destination` (default stdout). */
export function createLogger(options: LoggerOptions = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      // Level names read better in a shipper's queries than pino's numbers.
      formatters: { level: (label) => ({ level: label }) },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: pino.stdSerializers.err },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/** Errors and fatal lines go to console.error, the rest to console.warn. */
function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const level = /"level":"(\w+)"/.exec(line)?.[1] as Level | undefined;
      const text = line.trimEnd();
      if (level === 'error' || level === 'fatal') console.error(text);
      else console.warn(text);
    },
  };
}

/**
 * The logger of code that was given none (tests, tools, a route tested on its own): warnings and
 * errors only, through console.warn and console.error, so a test sees them and an unexpected
 * error fails it (house rule).
 */
export const consoleLogger: Logger = createLogger({ level: 'warn', destination: consoleDestination() });
