/** Where the OpenAPI document is served. */
export const API_DOCUMENT_PATH = '/api/openapi.json';
