import { httpContract, type RouteDef } from '#shared/contract/http';
import { rateLimitTiers } from '../../http/rate-limits';
import type { ServerModule } from '../server-module';
import { contractModules } from './contract-modules';
import demoExamples from './demo-examples.json' with { type: 'json' };
import type { ApiExamples } from './examples';
import { apiDocument, type RouteFacts } from './document';
import { installReferencePage } from './reference-page';
import { API_DOCUMENT_PATH } from './routes-paths';

export { API_DOCUMENT_PATH };
/** The API's version in its document: raised when a route changes in a way old callers would notice. */
export const API_VERSION = '1.0.0';

type Served = ReadonlyArray<{ method: string; url: string; successStatus: number | null; rateLimited: boolean }>;

/**
 * The document as the server's own routes describe it (the committed docs/api/openapi.json must
 * equal it), with the examples `npm run api:document` took from the demo marketplace
 * (demo-examples.json; `examples` replaces them while they are being taken).
 */
export function apiDocumentOf(served: Served, examples: ApiExamples = demoExamples): string {
  const facts = (def: RouteDef): RouteFacts => {
    const route = served.find((r) => r.method === def.method && r.url === def.path);
    if (!route) throw new Error(`${def.method} ${def.path} is in the contract but not served`);
    return { successStatus: route.successStatus ?? 200, rateLimited: route.rateLimited };
  };
  const document = apiDocument({ routes: httpContract, modules: contractModules, facts, version: API_VERSION, examples });
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** Serves the OpenAPI 3.1 document, built once from the served routes on its first request, and its reference page. */
export const apiDocsModule: ServerModule = async (app, { deps }) => {
  const rateLimit = rateLimitTiers(deps.config).publicReads;
  let document: string | null = null;
  app.get(API_DOCUMENT_PATH, { config: { rateLimit } }, async (_request, reply) => {
    document ??= apiDocumentOf(app.servedRoutes);
    return reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-cache').send(document);
  });
  installReferencePage(app, rateLimit);
};
