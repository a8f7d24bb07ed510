/**
 * zod compiles object parsers with `new Function` unless told not to (`z.config({ jitless: true })`),
 * and first probes whether it may: under the page's Content-Security-Policy (no 'unsafe-eval') that
 * probe is a CSP violation the browser reports on every page that validates (Lighthouse's
 * best-practices "inspector issues"). The client validates small forms and answers: the interpreted
 * parsers cost nothing noticeable.
 *
 * The setting is written where zod keeps it, on `globalThis` (so that every copy of zod shares it),
 * before any schema is built and without loading zod with the home page (importing its `config`
 * brings 3.8 KB gzip into the entry). zod-config.test.ts checks zod reads it from there.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export const ZOD_CLIENT_CONFIG = { jitless: true } as const;

const scope = globalThis as ZodGlobal;
Object.assign((scope.__zod_globalConfig ??= {}), ZOD_CLIENT_CONFIG);
