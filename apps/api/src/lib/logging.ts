// The server's logger: JSON lines in a real deployment, one readable line each on a developer's terminal.
import { type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go: pino writes one JSON line per call. */
export interface LogStream {
  write(line: string): void;
}

/** pino's levels: 10 (trace) to 60 (fatal), ten apart. */
const LEVEL_NAMES = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'FATAL'];
/** Fields every line has, or that say nothing on a terminal. */
const UNSHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

function describe(key: string, value: unknown): string {
  if (key === 'req' && typeof value === 'object' && value !== null) {
    const { method, url } = value as { method?: unknown; url?: unknown };
    return `${String(method)} ${String(url)}`;
  }
  if (key === 'res' && typeof value === 'object' && value !== null) {
    return String((value as { statusCode?: unknown }).statusCode);
  }
  if (key === 'responseTime' && typeof value === 'number') return `${Math.round(value)}ms`;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One pino JSON line as `12:04:05 INFO  message key=value …`, a stack indented below; non-JSON unchanged. */
export function formatLogLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const time = typeof entry.time === 'number' ? new Date(entry.time).toTimeString().slice(0, 8) : '';
  const level = typeof entry.level === 'number' ? (LEVEL_NAMES[entry.level / 10 - 1] ?? String(entry.level)) : '';
  const fields = Object.entries(entry)
    .filter(([key]) => !UNSHOWN.has(key))
    .map(([key, value]) => `${key}=${describe(key, value)}`);
  let line = [time, level.padEnd(5), typeof entry.msg === 'string' ? entry.msg : '', ...fields]
    .filter((part) => part !== '')
    .join(' ');
  const err = entry.err as { type?: unknown; message?: unknown; stack?: unknown } | undefined;
  if (err) {
    const stack = typeof err.stack === 'string' ? err.stack : `${String(err.type)}: ${String(err.message)}`;
    line += `\n${stack.replace(/^/gm, '    ')}`;
  }
  return `${line}\n`;
}

/** Unset LOG_FORMAT and LOG_REQUESTS follow the deployment: JSON per request for customers, terse on a laptop. */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'LOG_FORMAT' | 'LOG_REQUESTS' | 'realDeployment'>,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const format = config.LOG_FORMAT ?? (config.realDeployment ? 'json' : 'text');
  const text = stream ?? process.stdout;
  const out = format === 'text' ? { write: (line: string) => text.write(formatLogLine(line)) } : stream;
  return {
    logger: { level: config.LOG_LEVEL, ...(out ? { stream: out } : {}) },
    logController: new LogController({ disableRequestLogging: !(config.LOG_REQUESTS ?? config.realDeployment) }),
  };
}
