import fc from 'fast-check';

/**
 * Hand-written hostile input for the fuzzer: what an attacker or
 * a broken client sends. Big values are made once and shared, so thousands of requests can carry
 * them without thousands of copies.
 */

/** Just over the API's 1 MB body limit. */
const HUGE_TEXT = 'x'.repeat(1024 * 1024 + 16);
/** Far beyond every field's maximum, under the body limit. */
const OVERLONG = 'A'.repeat(200_000);
const DEPTH = 10_000;

export const SQL_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(10)--',
  "%' AND 1=1 --",
  "admin'--",
  "') UNION SELECT password_hash, email FROM users --",
  '\\',
  "'",
  '%_%',
  'MATCH "x" OR *',
];

export const HTML_STRINGS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '<a href="//evil.example">x</a>',
  '{{7*7}}${7*7}<%= 7*7 %>',
];

export const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '\r\n\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '1e309',
  '0x1F',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '🙂'.repeat(300),
  'ﷺ'.repeat(100),
  'Z̷̢̛͖̗̼̈́̽a̵̡͈̦̓l̴̰̋g̸̙̈́o̵͚̾'.repeat(20),
  OVERLONG,
];

export const HOSTILE_STRINGS = [...SQL_STRINGS, ...HTML_STRINGS, ...ODD_STRINGS];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  2 ** 63,
  5e-324,
];

/** A value with an own `__proto__` key, as JSON.parse makes it (an object literal cannot). */
const protoKeyed = (): Record<string, unknown> =>
  JSON.parse(
    '{"__proto__":{"isExpert":true,"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  ) as Record<string, unknown>;

/** Any one hostile JSON value: strings, numbers, wrong types, prototype-pollution objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[[]]], { $gt: '' }), weight: 2 },
  { arbitrary: fc.constant(null).map(protoKeyed), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

const deepArray = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
const deepObject = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

/** Raw bodies that are not a JSON value of the right shape, each with the content type it is sent as. */
export interface RawBody {
  label: string;
  contentType: string | null;
  payload: string | Buffer;
}

export const RAW_BODIES: RawBody[] = [
  { label: 'huge JSON body (over 1 MB)', contentType: 'application/json', payload: `{"a":"${HUGE_TEXT}"}` },
  { label: 'huge text body (over 1 MB)', contentType: 'text/plain', payload: HUGE_TEXT },
  { label: 'array nested 10,000 deep', contentType: 'application/json', payload: deepArray },
  { label: 'object nested 10,000 deep', contentType: 'application/json', payload: deepObject },
  { label: 'truncated JSON', contentType: 'application/json', payload: '{"a":' },
  { label: 'JSON5-ish', contentType: 'application/json', payload: "{a:1,'b':2,}" },
  { label: 'empty JSON body', contentType: 'application/json', payload: '' },
  { label: 'JSON null', contentType: 'application/json', payload: 'null' },
  { label: 'JSON string', contentType: 'application/json', payload: '"hello"' },
  { label: 'JSON number 1e999', contentType: 'application/json', payload: '1e999' },
  {
    label: 'number overflowing to Infinity',
    contentType: 'application/json',
    payload: '{"credits":1e999,"rating":1e999}',
  },
  {
    label: 'duplicate keys',
    contentType: 'application/json',
    payload: '{"credits":1,"credits":-5,"rating":5,"rating":-1}',
  },
  {
    label: 'prototype pollution keys',
    contentType: 'application/json',
    payload: '{"__proto__":{"isExpert":true},"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  {
    label: 'constructor.prototype only',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"polluted":"yes"}}}',
  },
  {
    label: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.concat([
      Buffer.from('{"name":"'),
      Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xe2, 0x82]),
      Buffer.from('"}'),
    ]),
  },
  {
    label: 'UTF-16 body declared as UTF-16',
    contentType: 'application/json; charset=utf-16',
    payload: Buffer.from('{"a":1}', 'utf16le'),
  },
  {
    label: 'raw NUL bytes in JSON',
    contentType: 'application/json',
    payload: Buffer.from('{"a":"\u0000\u0000"}\u0000', 'utf8'),
  },
  {
    label: 'escaped NUL in every string',
    contentType: 'application/json',
    payload: '{"name":"\\u0000","email":"a\\u0000@b.co","text":"\\u0000"}',
  },
  { label: 'BOM before JSON', contentType: 'application/json', payload: '\uFEFF{"a":1}' },
  {
    label: 'form-urlencoded',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'credits=5&rating=5&a[b]=1',
  },
  { label: 'text/plain JSON', contentType: 'text/plain', payload: '{"credits":5}' },
  {
    label: 'XML',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  {
    label: 'multipart garbage',
    contentType: 'multipart/form-data; boundary=zzz',
    payload: '--zzz\r\nContent-Disposition: form-data; name="x"\r\n\r\n\u0000\r\n--zz',
  },
  { label: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  {
    label: 'multipart with a text file',
    contentType: 'multipart/form-data; boundary=b0undary',
    payload:
      '--b0undary\r\nContent-Disposition: form-data; name="image"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n<?php echo 1; ?>\r\n' +
      '--b0undary\r\nContent-Disposition: form-data; name="files"; filename="../../x.jpg"\r\nContent-Type: image/jpeg\r\n\r\nnot a jpeg\r\n--b0undary--\r\n',
  },
  { label: 'no content type with a body', contentType: null, payload: '{"credits":5}' },
  {
    label: 'content type with odd parameters',
    contentType: 'application/json; charset=ebcdic; x="',
    payload: '{"a":1}',
  },
  { label: 'octet-stream', contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 3, 255]) },
];

export const rawBody: fc.Arbitrary<RawBody> = fc.constantFrom(...RAW_BODIES);

/** Authorization headers no valid session has. */
export const FORGED_AUTH = [
  'Bearer ',
  'Bearer null',
  'Bearer undefined',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VySWQiOiJ4IiwidG9rZW5WZXJzaW9uIjowfQ.',
  `Bearer ${'x'.repeat(8000)}`,
  "Bearer ' OR '1'='1",
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
  'Bearer \u00ff\u00fe',
];
