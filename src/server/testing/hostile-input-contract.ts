/**
 * Hostile input against every lead endpoint and the admin API, in process (`app.request`), on any
 * store (SQLite always, PostgreSQL when TEST_DATABASE_URL is set): whatever arrives, the answer is a 4xx (or a 200 for a valid lead) with a
 * JSON `message`, nothing invalid is stored, nothing is polluted, and the app keeps answering.
 * Stored text comes back exactly in the admin JSON and safely in the admin CSV. Seeds are fixed so a
 * failure reproduces; runs are bounded so the suite stays quick on a shared machine.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LeadKind } from '@/leads/kinds';
import { LEAD_KINDS, createLeadRegistry, leadFieldNames } from '@/leads/kinds';
import { HONEYPOT_FIELD } from '@/leads/limits';
import { validateLead } from '@/leads/validate-lead';
import { csvColumnOf, csvDataColumns } from '@/server/admin/leads-csv';
import { MAX_BODY_BYTES } from '@/server/http/json-body';
import { countLeads } from '@/server/leads/lead-store';
import type { Store } from '@/server/store/open-store';
import { parseCsv } from './parse-csv';
import { bookingSlot, createTestApp, fromSocket, validBodies } from './test-app';
import type { OpenedStore } from './test-store';
import { emptyTables, openStoreForTests } from './test-store';

const ADMIN_TOKEN = 'hostile-input-admin-token-0123';
const NOW = new Date('2030-01-01T12:00:00Z');
const registry = createLeadRegistry(() => NOW);
/**
 * Generated requests for the main property, per store: 200 by default, HOSTILE_INPUT_RUNS in CI
 * (10,000). The seed is fixed, so a failure reproduces.
 */
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 200);
/** Generous: the machine running the suite may be busy; these check behaviour, not speed. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 120);
/** The main property stops (and fails) past this, rather than run on unbounded. */
const PROPERTY_TIME_LIMIT_MS = TIMEOUT_MS - 10_000;

/** The hostile-input properties against the store `open` gives (emptied between tests). */
export function describeHostileInput(label: string, open: () => Promise<OpenedStore>): void {
  describe(`hostile input on the ${label} store`, () => {
    let store: Store;
    let app: ReturnType<typeof createTestApp>;

    openStoreForTests((opened) => {
      store = opened;
      app = createTestApp(store, { env: { ADMIN_TOKEN, RATE_LIMIT_PER_MIN: '100000000' }, now: () => NOW });
    }, open);
    beforeEach(() => emptyTables(store.db, ['leads', 'idempotency_keys', 'booking_slots']));

    // ---------------------------------------------------------------------------------------------
    // Generators

    /** Text a visitor, a bot or an attacker might type. */
    const hostileText = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '=HYPERLINK("http://evil.example","click")',
        '+1 555 0100',
        '-2+3',
        '@SUM(A1:A9)',
        '\t=cmd',
        ' =1+1',
        'a;=1+1',
        'Evil\r\nBcc: victim@example.com',
        'Name\nSubject: forged',
        '\u0000\u0007\u001b[31m',
        '</script><script>alert(1)</script>',
        '"quoted", and \'single\'',
        '\ud800 lone surrogate',
        '\u2028\u2029',
        '__proto__',
        'x'.repeat(6_000),
      ),
    );

    const wrongTypeValue = fc.oneof(
      fc.constant(null),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.array(hostileText, { maxLength: 3 }),
      fc.jsonValue({ maxDepth: 3 }),
      fc.constant({ __proto__: null, polluted: 'yes' }),
    );

    /** An own `__proto__` key (what JSON.parse makes of the text), plus the other pollution routes. */
    const POLLUTION_ENTRIES: [string, string][] = [
      ['__proto__', '{"polluted":"yes"}'],
      ['constructor', '{"prototype":{"polluted":"yes"}}'],
      ['prototype', '{"polluted":"yes"}'],
    ];

    const DELETE = Symbol('delete');

    /** A lead body as JSON text: the kind's valid body with fields changed, removed or added. */
    function mutatedBody(kind: LeadKind) {
      const fields = [...leadFieldNames(kind), HONEYPOT_FIELD];
      const change = fc.tuple(
        fc.oneof(fc.constantFrom(...fields), fc.constantFrom('extra', 'id', 'kind', 'createdAt'), fc.string({ maxLength: 8 })),
        fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 2, arbitrary: wrongTypeValue }, { weight: 1, arbitrary: fc.constant(DELETE) }),
      );
      return fc
        .record({
          changes: fc.array(change, { maxLength: 4 }),
          pollution: fc.subarray(POLLUTION_ENTRIES),
        })
        .map(({ changes, pollution }) => {
          const entries = new Map<string, string>(Object.entries(validBodies[kind]).map(([field, value]) => [field, JSON.stringify(value)]));
          for (const [field, value] of changes) {
            if (value === DELETE) entries.delete(field);
            else entries.set(field, JSON.stringify(value));
          }
          for (const [field, json] of pollution) entries.set(field, json);
          return `{${[...entries].map(([field, json]) => `${JSON.stringify(field)}:${json}`).join(',')}}`;
        });
    }

    /**
     * A native form post: the kind's valid fields as a browser encodes them, changed, repeated or
     * joined by others (the key and return fields included), sometimes with a broken escape.
     */
    function formBody(kind: LeadKind) {
      const fields = [...leadFieldNames(kind), HONEYPOT_FIELD, 'idempotency_key', 'return_to', '__proto__'];
      const extra = fc.tuple(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), fc.oneof(hostileText, fc.uuid({ version: 4 })));
      return fc
        .record({
          changes: fc.array(extra, { maxLength: 4 }),
          brokenEscape: fc.constantFrom('', '', '', '%', '%E0%A4%A', '%FF', '%ED%A0%80'),
        })
        .map(({ changes, brokenEscape }) => {
          const pairs: [string, string][] = Object.entries(validBodies[kind]).flatMap(([field, value]) =>
            Array.isArray(value) ? value.map((item): [string, string] => [field, String(item)]) : [[field, String(value)] as [string, string]],
          );
          // A lone surrogate cannot be percent-encoded: such text stands for what a browser cannot send.
          const encodable = changes.filter(([field, value]) => !/[\ud800-\udfff]/.test(field + value));
          return `${new URLSearchParams([...pairs, ...encodable]).toString()}${brokenEscape ? `&message=${brokenEscape}` : ''}`;
        });
    }

    /** Bytes that are not UTF-8: a lone continuation byte, an overlong form, an encoded surrogate, 0xff. */
    const INVALID_UTF8 = [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xff], [0xc3]];

    type BodyCase = { label: string; bytes: Uint8Array };

    function bodyFor(kind: LeadKind): fc.Arbitrary<BodyCase> {
      const text = (label: string, arbitrary: fc.Arbitrary<string>) => arbitrary.map((value) => ({ label, bytes: new TextEncoder().encode(value) }));
      return fc.oneof(
        { weight: 6, arbitrary: text('mutated', mutatedBody(kind)) },
        {
          weight: 2,
          arbitrary: text(
            'json',
            fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
          ),
        },
        {
          weight: 2,
          arbitrary: text(
            'truncated',
            mutatedBody(kind).chain((json) => fc.nat(json.length - 1).map((end) => json.slice(0, end))),
          ),
        },
        { weight: 1, arbitrary: text('text', fc.string({ unit: 'binary', maxLength: 60 })) },
        {
          weight: 1,
          arbitrary: text(
            'deep',
            fc.integer({ min: 9, max: 20_000 }).map((depth) => `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`),
          ),
        },
        {
          weight: 1,
          arbitrary: text(
            'huge',
            fc.integer({ min: MAX_BODY_BYTES, max: MAX_BODY_BYTES * 3 }).map((size) => JSON.stringify({ ...validBodies[kind], message: 'x'.repeat(size) })),
          ),
        },
        { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ label: 'bytes', bytes })) },
        { weight: 3, arbitrary: text('form', formBody(kind)) },
        {
          weight: 2,
          arbitrary: fc.tuple(mutatedBody(kind), fc.constantFrom(...INVALID_UTF8), fc.nat()).map(([json, bad, at]) => {
            const encoded = new TextEncoder().encode(json);
            const cut = at % (encoded.length + 1);
            return { label: 'invalid-utf8', bytes: new Uint8Array([...encoded.slice(0, cut), ...bad, ...encoded.slice(cut)]) };
          }),
        },
      );
    }

    /** A few fixed keys, so the same key comes back with other bodies and on other endpoints. */
    const REUSED_KEYS = Array.from({ length: 4 }, () => crypto.randomUUID());

    const idempotencyKey = fc.oneof(
      { weight: 4, arbitrary: fc.uuid({ version: 4 }) },
      { weight: 3, arbitrary: fc.constantFrom(...REUSED_KEYS) },
      { weight: 1, arbitrary: fc.constantFrom(...REUSED_KEYS).map((key) => key.toUpperCase()) },
      { weight: 1, arbitrary: fc.constant(undefined) },
      {
        weight: 2,
        arbitrary: fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.uuid({ version: 1 }),
          fc.constant('00000000-0000-0000-0000-000000000000'),
          fc.uuid({ version: 4 }).map((key) => `${key},${key}`),
        ),
      },
    );

    const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/ld+json'];
    /** A native form post: its key comes from the body or is derived, never from the header. */
    const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=UTF-8'];
    const contentType = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...JSON_TYPES) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'text/plain',
          ...FORM_TYPES,
          'application/x-www-form-urlencoded; charset=latin1',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          'application/jsonx',
          'json',
          '',
          'application/xml',
        ),
      },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );

    const method = fc.oneof(
      { weight: 8, arbitrary: fc.constant('POST') },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    );

    const leadRequest = fc
      .constantFrom(...LEAD_KINDS)
      .chain((kind) => fc.record({ kind: fc.constant(kind), method, contentType, key: idempotencyKey, body: bodyFor(kind) }));

    // ---------------------------------------------------------------------------------------------
    // Checks

    async function jsonMessage(response: Response, context: string): Promise<Record<string, unknown>> {
      expect(response.headers.get('Content-Type'), context).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(typeof body.message, context).toBe('string');
      return body;
    }

    /** The body as sent, byte-order mark included (Response.text() drops it). */
    async function rawText(response: Response): Promise<string> {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(await response.arrayBuffer());
    }

    function expectNothingPolluted(): void {
      const probe: Record<string, unknown> = {};
      expect(probe.polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    }

    interface StoredLeadJson {
      id: string;
      kind: LeadKind;
      createdAt: string;
      data: Record<string, unknown>;
    }

    /**
     * A socket address of its own for each admin request: wrong tokens from one client are throttled
     * (tested in admin-api.test.ts); these properties are about what each request holds.
     */
    let adminClients = 0;
    function freshClient() {
      adminClients += 1;
      return fromSocket(`198.18.${Math.floor(adminClients / 256) % 256}.${adminClients % 256}`);
    }

    async function adminJson(): Promise<StoredLeadJson[]> {
      const response = await app.request('/api/admin/leads', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } }, freshClient());
      expect(response.status).toBe(200);
      return ((await response.json()) as { leads: StoredLeadJson[] }).leads;
    }

    /** Every stored row is a valid lead of its kind, exactly as the contract would produce it. */
    async function expectOnlyValidLeadsStored(): Promise<void> {
      for (const lead of await adminJson()) {
        const again = validateLead(lead.kind, lead.data, registry);
        expect(again.ok, JSON.stringify(lead)).toBe(true);
        if (again.ok) expect(again.data).toEqual(lead.data);
        expect(lead.data).not.toHaveProperty(HONEYPOT_FIELD);
      }
    }

    describe('hostile input on the lead endpoints', () => {
      it(
        'always gets a 4xx or a 200 with a JSON message, stores only valid leads, pollutes nothing',
        async () => {
          const acknowledgedKeys = new Set<string>();
          await fc.assert(
            fc.asyncProperty(leadRequest, async (request) => {
              const headers: Record<string, string> = {};
              if (request.contentType !== undefined) headers['Content-Type'] = request.contentType;
              if (request.key !== undefined) headers['Idempotency-Key'] = request.key;
              const hasBody = request.method !== 'GET';
              const before = await countLeads(store.db);
              const response = await app.request(registry[request.kind].path, {
                method: request.method,
                headers,
                ...(hasBody ? { body: request.body.bytes } : {}),
              });
              const context = `${request.method} ${request.kind} ${request.body.label} -> ${response.status}`;
              const body = await jsonMessage(response, context);
              const after = await countLeads(store.db);

              expect(response.status, context).toBeLessThan(500);
              if (request.method !== 'POST') {
                expect(response.status, context).toBe(405);
                expect(response.headers.get('Allow')).toBe('POST');
              } else if (![...JSON_TYPES, ...FORM_TYPES].includes(request.contentType ?? '')) {
                expect(response.status, context).toBe(415);
              } else if (request.body.bytes.byteLength > MAX_BODY_BYTES) {
                expect(response.status, context).toBe(413);
              } else {
                // A valid booking for a slot an earlier run booked (or a day its address booked) is refused as such.
                expect(request.kind === 'booking' ? [200, 400, 409, 422] : [200, 400, 422], context).toContain(response.status);
              }
              if (response.status === 400) expect(typeof body.errors, context).toBe('object');
              if (response.status === 409) expect(['slot-taken', 'email-booked'], context).toContain(body.code);

              const key = FORM_TYPES.includes(request.contentType ?? '') ? undefined : request.key?.trim().toLowerCase();
              if (response.status !== 200 || (key !== undefined && acknowledgedKeys.has(key))) {
                expect(after, context).toBe(before);
              } else {
                expect(after - before, context).toBeLessThanOrEqual(1);
              }
              // A key counts once a lead is stored under it (a filled honeypot answers 200 and stores nothing).
              const storedUnderKey = after - before === 1 || response.headers.get('Idempotent-Replayed') === 'true';
              if (response.status === 200 && key !== undefined && storedUnderKey) acknowledgedKeys.add(key);
              expectNothingPolluted();
            }),
            { numRuns: RUNS, seed: 9_001, interruptAfterTimeLimit: PROPERTY_TIME_LIMIT_MS, markInterruptAsFailure: true },
          );
          await expectOnlyValidLeadsStored();
          // Still answering.
          expect((await app.request('/api/health')).status).toBe(200);
        },
        TIMEOUT_MS,
      );

      it('refuses text with a lone surrogate (UTF-8 exports and mail could not show it as sent)', async () => {
        for (const text of ['{"email":"\\ud800a@b.co"}', '{"email":"a@b.co","\\udc00":1}', '{"email":"a@b.co","website":"\\udbff"}']) {
          const response = await app.request('/api/subscribe.js', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: text,
          });
          expect(response.status, text).toBe(400);
          expect(await jsonMessage(response, text)).toMatchObject({ message: 'The request body is not valid Unicode text.' });
        }
        const paired = await app.request('/api/contact.js', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ ...validBodies.contact, from_name: 'Ana \ud83d\ude00' }),
        });
        expect(paired.status).toBe(200);
        expect(await countLeads(store.db)).toBe(1);
      });

      it(
        'answers a reused key with the stored answer, or 422 for another body or endpoint, never a second row',
        async () => {
          let bookings = 0;
          await fc.assert(
            fc.asyncProperty(fc.constantFrom(...LEAD_KINDS), fc.constantFrom(...LEAD_KINDS), hostileText, async (first, second, text) => {
              const key = crypto.randomUUID();
              // A booking holds its slot, and an address one slot a day: each run books one of its own, as someone of its own.
              const validBody = (kind: LeadKind) => {
                if (kind !== 'booking') return validBodies[kind];
                const n = bookings++;
                return { ...validBodies.booking, ...bookingSlot(n), email: `booking-${n}@clinic.example` };
              };
              const firstBody = validBody(first);
              const post = (kind: LeadKind, body: unknown) =>
                app.request(registry[kind].path, {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
                  body: JSON.stringify(body),
                });
              const before = await countLeads(store.db);
              expect((await post(first, firstBody)).status).toBe(200);
              const replay = await post(first, firstBody);
              expect(replay.status).toBe(200);
              expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
              const otherBody = { ...(second === first ? firstBody : validBody(second)), message: text };
              const other = await post(second, otherBody);
              const sameBody = second === first && JSON.stringify(otherBody) === JSON.stringify(firstBody);
              expect(other.status).toBe(sameBody ? 200 : 422);
              await jsonMessage(other, 'reuse');
              expect(await countLeads(store.db)).toBe(before + 1);
            }),
            { numRuns: 60, seed: 9_002 },
          );
        },
        TIMEOUT_MS,
      );
    });

    // ---------------------------------------------------------------------------------------------
    // Admin API

    const authorization = fc.oneof(
      { weight: 3, arbitrary: fc.constant(`Bearer ${ADMIN_TOKEN}`) },
      {
        weight: 2,
        arbitrary: fc.oneof(
          fc.constant(undefined),
          fc.constant(ADMIN_TOKEN),
          fc.constant(`Basic ${ADMIN_TOKEN}`),
          fc.constant(`Bearer ${ADMIN_TOKEN}x`),
          fc.constant(`Bearer ${ADMIN_TOKEN.slice(1)}`),
          fc.constant('Bearer '),
          fc.constant(`Bearer ${ADMIN_TOKEN} ${ADMIN_TOKEN}`),
          fc.stringMatching(/^[\x21-\x7e ]{0,60}$/),
        ),
      },
    );

    const queryValue = fc.oneof(
      fc.constantFrom(...LEAD_KINDS, 'json', 'csv', 'CSV', 'xml', '', '__proto__', 'constructor', 'toString', '%E0%A4%A', '%00', '%0d%0a'),
      fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
    );
    const queryString = fc
      .array(fc.tuple(fc.constantFrom('kind', 'format', 'limit', '__proto__', 'x'), queryValue), { maxLength: 4 })
      .map((pairs) => (pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`));

    describe('hostile input on the admin API', () => {
      beforeEach(async () => {
        for (const kind of LEAD_KINDS) {
          const response = await app.request(registry[kind].path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify(validBodies[kind]),
          });
          expect(response.status).toBe(200);
        }
      });

      it(
        'answers 401 without the right token, 400 for a bad query, 200 otherwise; always JSON or CSV, never a 5xx',
        async () => {
          await fc.assert(
            fc.asyncProperty(authorization, queryString, fc.constantFrom('GET', 'GET', 'GET', 'POST', 'DELETE', 'HEAD'), async (auth, query, verb) => {
              const response = await app.request(
                `/api/admin/leads${query}`,
                { method: verb, headers: auth === undefined ? {} : { Authorization: auth } },
                freshClient(),
              );
              const context = `${verb} ${query} (${auth ?? 'no token'}) -> ${response.status}`;
              expect(response.status, context).toBeLessThan(500);
              if (auth !== `Bearer ${ADMIN_TOKEN}`) {
                expect(response.status, context).toBe(401);
              }
              if (verb === 'HEAD') return;
              if (response.status === 200 && response.headers.get('Content-Type')?.startsWith('text/csv')) {
                expect((await rawText(response)).startsWith('\uFEFFid,kind,createdAt,'), context).toBe(true);
                return;
              }
              const body = await jsonMessage(response, context);
              if (response.status === 200) expect(Array.isArray(body.leads), context).toBe(true);
              if (response.status === 400) expect(typeof body.errors, context).toBe('object');
              expectNothingPolluted();
            }),
            { numRuns: RUNS, seed: 9_003 },
          );
          expect(await countLeads(store.db)).toBe(LEAD_KINDS.length);
        },
        TIMEOUT_MS,
      );
    });

    // ---------------------------------------------------------------------------------------------
    // Stored text shown back

    /** What a CSV cell must read as: the text, with a leading quote when a spreadsheet could run it. */
    function expectedCell(value: unknown): string {
      if (value === undefined) return '';
      const text = Array.isArray(value) ? value.join('; ') : String(value);
      // First character after blanks or control characters is = + - @, or a leading tab or CR.
      // eslint-disable-next-line no-control-regex
      return /^[\s\u0000-\u001f\u007f-\u009f]*[=+\-@]|^[\t\r]/.test(text) ? `'${text}` : text;
    }

    describe('stored text shown back', () => {
      it(
        'comes back exactly in the admin JSON and reads back from the admin CSV with formulas neutralised',
        async () => {
          const contactText = fc.record({
            from_name: hostileText,
            message: hostileText,
            service: fc.constantFrom(undefined, '', 'Law Firm Websites'),
          });
          await fc.assert(
            fc.asyncProperty(fc.array(contactText, { minLength: 1, maxLength: 5 }), async (entries) => {
              await sql`delete from leads`.execute(store.db);
              const expected = new Map<string, Record<string, unknown>>();
              for (const entry of entries) {
                const body = { ...validBodies.contact, ...entry };
                const response = await app.request('/api/contact.js', {
                  method: 'POST',
                  headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
                  body: JSON.stringify(body),
                });
                const answer = await jsonMessage(response, 'contact');
                // Text with a lone surrogate is refused before validation: it could not be shown back as sent.
                // JSON.stringify escapes only lone surrogates; such text could not be shown back as sent.
                const validation = /\\ud[89a-f][0-9a-f]{2}/i.test(JSON.stringify(body)) ? undefined : validateLead('contact', body, registry);
                expect(response.status).toBe(validation?.ok ? 200 : 400);
                if (validation?.ok) expected.set(answer.id as string, validation.data);
              }

              const leads = await adminJson();
              expect(leads).toHaveLength(expected.size);
              for (const lead of leads) expect(lead.data).toEqual(expected.get(lead.id));

              const response = await app.request(
                '/api/admin/leads?format=csv&kind=contact',
                { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
                freshClient(),
              );
              const text = await rawText(response);
              expect(text.startsWith('\uFEFF')).toBe(true);
              const [header, ...rows] = parseCsv(text.slice(1));
              const columns = csvDataColumns(['contact']);
              expect(header).toEqual([
                'id',
                'kind',
                'createdAt',
                'status',
                ...columns,
                'sourcePage',
                'sourceReferrer',
                'utmSource',
                'utmMedium',
                'utmCampaign',
                'notes',
              ]);
              expect(rows).toHaveLength(expected.size);
              for (const row of rows) {
                const data = expected.get(row[0]!);
                expect(data, row[0]).toBeDefined();
                const byColumn = Object.fromEntries(Object.entries(data ?? {}).map(([field, value]) => [csvColumnOf(field), value]));
                expect(row[3]).toBe('new');
                expect(row.slice(4)).toEqual([...columns.map((column) => expectedCell(byColumn[column])), '', '', '', '', '', '']);
              }
            }),
            { numRuns: 60, seed: 9_004 },
          );
        },
        TIMEOUT_MS,
      );
    });
  });
}
