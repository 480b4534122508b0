import fc from 'fast-check';

/**
 * What a fuzz test needs from the OpenAPI document: every operation with its path, query and body
 * fields, a request that passes validation (`sample`) to mutate one field at a time, and the bad
 * values to put there.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes of the generated document are read loosely
type Schema = Record<string, any>;
export type FieldPath = (string | number)[];

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/sportsbook/v2/matches/{id}. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: Schema; required: boolean }[];
  /** JSON body variants: one per branch of a top-level oneOf, else one (none without a body). */
  bodies: Schema[];
}

/** One place to put a bad value: a path parameter, a query parameter or a body field (`[]`: the whole body). */
export type Target =
  | { op: Operation; in: 'path' | 'query'; name: string }
  | { op: Operation; in: 'body'; variant: number; field: FieldPath };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(doc: Schema): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Schema)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = (op.parameters ?? []) as Schema[];
      const body = op.requestBody?.content?.['application/json']?.schema;
      const resolved = body ? resolve(doc, body) : undefined;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        bodies: !resolved
          ? []
          : resolved.oneOf
            ? resolved.oneOf.map((b: Schema) => resolve(doc, b))
            : [resolved],
      });
    }
  }
  return ops;
}

/** Follows `$ref`s into components. */
export function resolve(doc: Schema, schema: Schema): Schema {
  let s = schema;
  while (s?.$ref) s = doc.components.schemas[String(s.$ref).split('/').pop() as string];
  return s;
}

/** Every field of a body schema (objects' properties and arrays' first item, nested), the body itself first. */
export function fieldsOf(doc: Schema, schema: Schema, at: FieldPath = []): FieldPath[] {
  const s = resolve(doc, schema);
  const out: FieldPath[] = [at];
  const branch = (s.anyOf ?? s.oneOf)
    ?.map((b: Schema) => resolve(doc, b))
    .find((b: Schema) => b.type !== 'null');
  const node = branch ?? s;
  if (node.type === 'object' && node.properties) {
    for (const [k, v] of Object.entries(node.properties as Schema)) out.push(...fieldsOf(doc, v, [...at, k]));
  } else if (node.type === 'array' && node.items) {
    out.push(...fieldsOf(doc, node.items, [...at, 0]).filter((p) => p.length > at.length));
  }
  return out;
}

/** Field names whose valid value a pattern-free schema cannot tell. */
const NAMED: Record<string, unknown> = {
  email: 'fuzz@example.com',
  password: 'secret-pass-1',
  password_confirmation: 'secret-pass-1',
};

/** A value the schema accepts (hints by field name first, then const, enum, default, pattern, bounds). */
export function sample(doc: Schema, schema: Schema, name = '', hints: Record<string, unknown> = {}): unknown {
  const s = resolve(doc, schema);
  if (name in hints) return hints[name];
  if (name in NAMED) return NAMED[name];
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const branch = (s.anyOf ?? s.oneOf)?.find((b: Schema) => resolve(doc, b).type !== 'null');
  if (branch) return sample(doc, branch, name, hints);
  switch (s.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(s.minimum ?? 1, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date-time') return '2026-03-14T12:00:00Z';
      if (s.pattern) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: 1, numRuns: 1 })[0];
      return 'x'.repeat(Math.max(s.minLength ?? 1, 1));
    case 'array':
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () =>
        sample(doc, s.items ?? {}, '', hints),
      );
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const k of (s.required ?? []) as string[]) out[k] = sample(doc, s.properties[k], k, hints);
      return out;
    }
    default:
      return 'x';
  }
}

/** A copy of `value` with `field` set to `bad` (objects and arrays on the way are created). */
export function withField(value: unknown, field: FieldPath, bad: unknown): unknown {
  if (field.length === 0) return bad;
  const [head, ...rest] = field as [string | number, ...FieldPath];
  const base = (
    value !== null && typeof value === 'object' ? value : typeof head === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[head] = withField(base[head], rest, bad);
  return copy;
}

/** 2^53 + 1: JSON.stringify cannot write it, so bodies carry this marker and the text is patched. */
export const UNSAFE_INTEGER_MARK = '__unsafe_integer__';
export const UNSAFE_INTEGER_TEXT = '9007199254740993';

/** The JSON text of a body (the unsafe-integer marker written as the bare number). */
export function jsonText(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${UNSAFE_INTEGER_MARK}"`, UNSAFE_INTEGER_TEXT);
}

/** Bad values for a JSON body field: out of an int4's or a double's range, NUL, lone surrogates, too long, wrong types. */
export const BAD_BODY_VALUES: { name: string; value: unknown }[] = [
  { name: '2^31', value: 2_147_483_648 },
  { name: '-2^31-1', value: -2_147_483_649 },
  { name: '-1', value: -1 },
  { name: '1e30', value: 1e30 },
  { name: '2^53+1', value: UNSAFE_INTEGER_MARK },
  { name: '1.5', value: 1.5 },
  { name: 'NUL', value: '\u0000' },
  { name: 'NUL inside', value: 'total=2.5\u0000x' },
  { name: 'lone high surrogate', value: '\ud800' },
  { name: 'lone low surrogate', value: 'x\udc00' },
  { name: 'over-long string', value: 'x'.repeat(10_000) },
  { name: 'numeric string', value: '2147483648' },
  { name: 'boolean', value: true },
  { name: 'null', value: null },
  { name: 'object', value: { a: 1 } },
  { name: 'array', value: [1, 'x'] },
];

/** Stands for the parameter's own name in a URL value (to repeat the key). */
export const SAME_NAME = '__same_name__';

/** Bad values for a path or query parameter, already percent-encoded where they need it. */
export const BAD_URL_VALUES: { name: string; value: string }[] = [
  { name: '2^31', value: '2147483648' },
  { name: '-2^31-1', value: '-2147483649' },
  { name: '-1', value: '-1' },
  { name: '1e30', value: '1e30' },
  { name: '2^53+1', value: UNSAFE_INTEGER_TEXT },
  { name: '1.5', value: '1.5' },
  { name: 'NUL', value: '%00' },
  { name: 'NUL inside', value: 'total%3D2.5%00x' },
  { name: 'lone surrogate (CESU-8)', value: '%ED%A0%80' },
  { name: 'invalid UTF-8', value: '%FF%FE' },
  { name: 'broken escape', value: '%E0%A4%A' },
  { name: 'over-long string', value: 'x'.repeat(5_000) },
  { name: 'empty', value: '' },
  { name: 'repeated key (an array)', value: `1&${SAME_NAME}=2147483648` },
];

/** Random bad values for fast-check: big and negative integers, doubles, any UTF-16 (lone surrogates, NUL), JSON. */
export function badValueArbitrary(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: -1 }),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'binary', minLength: 300, maxLength: 2_000 }),
    fc.constantFrom(...BAD_BODY_VALUES.map((b) => b.value)),
    fc.jsonValue({ maxDepth: 2 }),
  );
}
