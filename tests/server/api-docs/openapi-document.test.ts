import { readFileSync, readdirSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpContract } from '#shared/contract/http';
import { contractModules } from '#server/modules/api-docs/contract-modules';
import { COMMITTED_DOCUMENT } from '#scripts/api-document-path';
import { createTestApp, type TestApp } from '../../helpers/test-app';

interface Media {
  schema?: { $ref?: string };
  example?: unknown;
}
interface Operation {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; example?: unknown; schema: object }>;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

describe('the API document', () => {
  let t: TestApp;
  let served: string;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    served = res.body;
    document = JSON.parse(served) as Document;
  });
  afterAll(async () => t.close());

  it('is the committed docs/api/openapi.json (run `npm run api:document` after changing the API)', () => {
    expect(served === readFileSync(COMMITTED_DOCUMENT, 'utf8'), 'docs/api/openapi.json is stale: npm run api:document').toBe(true);
  });

  it('validates against the OpenAPI 3.1 schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(served) as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('documents every route of the contract, with its auth and an error answer in { message, code } for each error status', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    for (const [name, def] of Object.entries(httpContract)) {
      const op = byId.get(name);
      expect(op, name).toBeDefined();
      expect(op?.security.length === 0, `${name} security`).toBe(def.auth === 'none');
      for (const [status, answer] of Object.entries(op?.responses ?? {}))
        if (status.startsWith('4')) expect(answer, `${name} ${status}`).toEqual({ $ref: expect.stringMatching(/^#\/components\/responses\//) as unknown });
    }
    // The contract's routes and the live channel.
    expect(operations.length).toBe(Object.keys(httpContract).length + 1);
  });

  it('names the shared shapes once, as components', () => {
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['ApiError', 'Gig', 'PublicUser', 'LiveClientMessage']));
    const getGig = document.paths['/api/gigs/{id}']?.get?.responses['200'];
    expect(getGig?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Gig' });
  });

  it('shows examples from the demo data that are of their documented schemas: the public GETs and a signed-in buyer and expert', () => {
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: 'api', $defs: JSON.parse(JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"api#/$defs/')) as object });
    const ofRef = (ref: string) => ajv.compile({ $ref: ref.replace('#/components/schemas/', 'api#/$defs/') });
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const shown: string[] = [];
    for (const op of operations) {
      const medias = [...Object.values(op.requestBody?.content ?? {}), ...Object.values(op.responses).flatMap((r) => Object.values(r.content ?? {}))];
      for (const media of medias) {
        if (media.example === undefined || !media.schema?.$ref) continue;
        const validate = ofRef(media.schema.$ref);
        expect(validate(media.example), `${op.operationId}: ${JSON.stringify(validate.errors)}`).toBe(true);
        shown.push(op.operationId);
      }
      for (const p of op.parameters ?? []) if (p.example !== undefined) expect(ajv.validate(p.schema, p.example), `${op.operationId} ${p.name}`).toBe(true);
    }
    // The public reads (those with no token in their path: a ticket's, a payment's, a verification's) and the buyer's journey.
    const publicReads = ['searchGigs', 'searchSuggestions', 'searchLanguages', 'mostBookedGigs', 'publicGig', 'publicExpert', 'gigSlots', 'getGig', 'reviewsOfGig', 'reviewsOfExpert', 'expertsCheckUsername', 'health'];
    // What the demo buyer reads after buying credits and booking, and what the gig's expert reads after accepting.
    const buyerReads = ['usersMe', 'walletGet', 'bookingsMy', 'bookingsGet', 'notificationsList', 'notificationsUnread', 'notificationSettingsGet', 'conversationsList', 'conversationsUnread', 'accountLanguage', 'secondFactorStatus', 'subscriptionMine', 'requestsMine', 'notifyMeStatus'];
    const expertReads = ['bookingsExpert', 'walletEarnings', 'walletFee', 'myGigs', 'expertsProfileGet', 'availabilityGet', 'expertAnalytics', 'levelMine', 'requestsForYou', 'expertRanking'];
    expect(new Set(shown)).toEqual(new Set([...publicReads, ...buyerReads, ...expertReads, 'usersSignup', 'usersLogin', 'bookingsCreate', 'walletCheckout']));
  });

  it('shows no session token and no secret link in its examples', () => {
    const examples = JSON.stringify(Object.values(document.paths).flatMap((methods) => Object.values(methods)));
    expect(examples).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    expect(examples).not.toMatch(/\/api\/calendar\/[\w-]+\.ics/);
    // The booking the journey made is shown under a fixed id, the same one wherever it appears.
    expect(document.paths['/api/bookings/{bookingId}']?.get?.parameters?.find((p) => p.name === 'bookingId')?.example).toBe('00000000-0000-4000-8000-000000000002');
  });

  it('reads the name of every contract file (a new file is added to contract-modules.ts)', () => {
    const files = readdirSync('src/shared/contract/http').filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(Object.keys(contractModules).sort()).toEqual(files.map((f) => f.slice(0, -3)).sort());
  });
});
