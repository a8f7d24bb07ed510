/** The committed OpenAPI document: a change of the API shows in review as a diff of this file. */
export const COMMITTED_DOCUMENT = 'docs/api/openapi.json';
