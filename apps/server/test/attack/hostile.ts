// fast-check generators for hostile requests: path segments, JSON bodies, query strings,
// Authorization headers and multipart parts (issue 7 "Bad input").
// Over 300 lines: one generator per part of a request, kept together so every fuzzing suite sends
// the same hostile shapes.
import fc from 'fast-check';

const safeEncode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; its escaped form is hostile enough.
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
};

/** A path segment as it appears in a URL (already percent-encoded where needed). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e%2f%2e%2e%2f',
    '..%5c..%5c',
    '%00',
    'a%00b',
    '1%00',
    '0',
    '-1',
    '-0',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '9007199254740993',
    '99999999999999999999999999999',
    '2147483648',
    '%F0%9F%92%A9',
    '%EF%BC%91', // fullwidth 1
    '%C0%AE%C0%AE%2F', // overlong '../'
    '%E2%80%AE', // right-to-left override
    'image-1',
    'image-99999999999999999',
    'design-1',
    'template-1-1',
    'page-1-1',
    'image-1-1-abcdefabcdef.png',
    '__proto__',
    'constructor',
    'toString',
    '%25',
    '%',
    '%zz',
    ' ',
    '%20',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }).map(safeEncode),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map(safeEncode),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
);

/** Keys the API's bodies use, so mutated bodies reach the field rules, not only the shape. */
const KNOWN_KEYS = [
  'title',
  'content',
  'campaign',
  'revision',
  'type',
  'preview',
  'published',
  'publish_start',
  'publish_end',
  'template',
  'owner_id',
  'content_id',
  'channel',
  'code_type',
  'name',
  'phone',
  'address',
  'city',
  'state',
  'category',
  'postcode',
  'status',
  'role',
  'mode',
  'activate',
  'email',
  'username',
  'password',
  'old_password',
  'new_password',
  'code',
  '__proto__',
  'constructor',
] as const;

const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '{"pages":{}}',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    '9999999999',
    '2026-02-30',
    '9999-12-31T99:99:99Z',
    -1,
    0,
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    true,
    [],
    {},
    { $gt: '' },
  ),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
);

export interface HostileBody {
  contentType: string;
  payload: string;
}

const jsonText = (value: unknown) => JSON.stringify(value) ?? 'null';

export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  // Bodies shaped like the API's, with wrong values.
  fc
    .dictionary(fc.constantFrom(...KNOWN_KEYS), weirdValue, { maxKeys: 6 })
    .map((body) => ({ contentType: 'application/json', payload: jsonText(body) })),
  // Any JSON at all.
  fc
    .jsonValue({ maxDepth: 4 })
    .map((value) => ({ contentType: 'application/json', payload: jsonText(value) })),
  // Prototype pollution and deep nesting.
  fc.constantFrom<HostileBody>(
    { contentType: 'application/json', payload: '{"__proto__":{"role":"sys_admin"}}' },
    { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":1}}}' },
    { contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { contentType: 'application/json', payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
    { contentType: 'application/json', payload: JSON.stringify({ title: 'x'.repeat(900_000) }) },
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '{"title":"\\ud800"}' },
    { contentType: 'application/json', payload: '\uFEFF{}' },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'text/plain', payload: 'hello' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    {
      contentType: 'application/xml',
      payload: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    },
    { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nbroken' },
    { contentType: 'multipart/form-data', payload: 'no boundary' },
  ),
  // Malformed JSON text.
  fc
    .string({ unit: 'grapheme', maxLength: 80 })
    .map((text) => ({ contentType: 'application/json', payload: `{${text}` })),
);

/** A query string (with its leading '?'), hostile keys and values. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'city',
          'type',
          'id',
          'path',
          'illustration',
          'content_id',
          'template',
          'page',
          'from',
          'to',
          'days',
        ),
        fc.string({ unit: 'grapheme-ascii', maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'type[]', 'city[a]'),
      ),
      fc.oneof(hostileSegment, fc.constantFrom('', 'Kannur', '1', '0', 'promotion_coupon')),
    ),
    { maxLength: 5 },
  )
  .map((pairs) =>
    pairs.length ? `?${pairs.map(([k, v]) => `${safeEncode(k)}=${v}`).join('&')}` : '',
  );

/** Authorization header forms a client might send; undefined sends none. */
export const hostileAuthorization = (validToken: string): fc.Arbitrary<string | undefined> =>
  fc.oneof(
    fc.constant(undefined),
    fc.constantFrom(
      '',
      'Bearer',
      'Bearer ',
      `Bearer ${validToken} extra`,
      `Bearer  ${validToken}`,
      `bearer ${validToken}`,
      `Basic ${Buffer.from('9999999999:password').toString('base64')}`,
      `Bearer ${validToken.slice(0, -1)}`,
      `Bearer ${validToken}${validToken}`,
      `Bearer ${'a'.repeat(8000)}`,
      'Bearer null',
      'Bearer undefined',
      "Bearer ' or '1'='1",
      `Token ${validToken}`,
    ),
    fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((s) => `Bearer ${s}`),
  );

export interface HostileMultipart {
  headers: Record<string, string>;
  payload: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart bodies with odd file names, types, field names, parts and contents. */
export const hostileMultipart: fc.Arbitrary<HostileMultipart> = fc
  .record({
    parts: fc.array(
      fc.record({
        field: fc.constantFrom('design', 'design', 'file', '', 'design"; filename="x.svg'),
        filename: fc.oneof(
          fc.constantFrom(
            'a.png',
            '../../etc/passwd.png',
            '..\\..\\x.png',
            'a.png\u0000.svg',
            'a.svg',
            'a.PNG.exe',
            '.png',
            '',
            `${'x'.repeat(2000)}.png`,
            'résumé €.jpg',
          ),
          fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).map((s) => `${s}.png`),
        ),
        contentType: fc.constantFrom(
          'image/png',
          'image/svg+xml',
          'text/html',
          'application/octet-stream',
          '',
        ),
        bytes: fc.oneof(
          fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
          fc
            .uint8Array({ maxLength: 3000 })
            .map((b) => Buffer.concat([PNG_SIGNATURE, Buffer.from(b)])),
          fc.constantFrom(
            Buffer.from(
              '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>x</script></svg>',
            ),
            Buffer.from(
              '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&e;</text></svg>',
            ),
            Buffer.alloc(0),
          ),
        ),
      }),
      { minLength: 0, maxLength: 3 },
    ),
    extraFields: fc.array(
      fc.tuple(fc.string({ unit: 'grapheme-ascii', maxLength: 10 }), fc.string({ maxLength: 40 })),
      {
        maxLength: 3,
      },
    ),
    breakEnd: fc.boolean(),
  })
  .map(({ parts, extraFields, breakEnd }) => {
    const boundary = '----nibbleHostileBoundary';
    const chunks: Buffer[] = [];
    for (const [name, value] of extraFields) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
    for (const part of parts) {
      const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n${type}\r\n`,
        ),
        part.bytes,
        Buffer.from('\r\n'),
      );
    }
    if (!breakEnd) chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat(chunks),
    };
  });
