import type { Config } from './config';

/** Pino options: readable lines in development (links in mail logs are easy to click), JSON elsewhere. */
export function loggerOptions(config: Config) {
  if (config.logLevel === 'silent') return false as const;
  if (config.env === 'development') {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    };
  }
  return { level: config.logLevel };
}
