/**
 * Structured logs (pino): JSON lines in production, readable lines on a developer's terminal.
 */
import { pino, type Logger } from 'pino';
import type { Config } from '../config/config.js';

export function createLogger(config: Pick<Config, 'logLevel' | 'env'>): Logger {
  const pretty = config.env === 'development' && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    base: { service: 'dadhood' },
    redact: { paths: ['req.headers.cookie', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' } } }
      : {}),
  });
}
