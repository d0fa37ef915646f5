import { z } from 'zod/mini';

/**
 * How a reply differs from the contract's schema, field by field:
 * - `missing`, `wrong type`, `invalid`: the schema refuses the reply (from zod's issues);
 * - `extra`: a field the schema does not name (zod drops it silently, so it is found by comparing keys);
 * - `fallback`: a field the front end reads leniently (`z.catch`) is missing or wrong and would be replaced by its
 *   default: the reply parses, but the screen shows the default.
 * Array positions are folded into `[]`, so a wrong field in every item of a list is one line with a count.
 */
type DifferenceKind = 'missing' | 'wrong type' | 'invalid' | 'extra' | 'fallback';

export interface FieldDifference {
  kind: DifferenceKind;
  /** e.g. `items[].playedAt.time`; `(reply)` for the reply itself. */
  path: string;
  detail: string;
  /** How many places (list items) show this same difference. */
  count: number;
}

type Schema = z.core.$ZodType;

/** The parts of zod's internal definitions the walk reads (zod 4 keeps them on `schema._zod.def`). */
interface SchemaDef {
  type: string;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: readonly Schema[];
  getter?: () => Schema;
}

const defOf = (schema: Schema): SchemaDef => schema._zod.def as unknown as SchemaDef;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON type of a value, as a reader of the wire would name it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isInteger(value)) return 'integer';
  return typeof value;
}

const pathText = (path: readonly PropertyKey[]): string => {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number' || part === '[]') text += '[]';
    else text += text === '' ? String(part) : `.${String(part)}`;
  }
  return text === '' ? '(reply)' : text;
};

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const part of path) {
    if (Array.isArray(value) && typeof part === 'number') value = value[part];
    else if (isRecord(value) && typeof part === 'string') value = value[part];
    else return undefined;
  }
  return value;
}

/** A short, harmless view of a refused value: enum-like words and numbers only (never free text or e-mails). */
function shortValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && /^[\w.-]{1,30}$/.test(value) && !value.includes('@')) return JSON.stringify(value);
  return jsonType(value);
}

/**
 * One zod issue as a difference. `base` is the value the issue's path starts from; `shownPrefix` is where that value
 * sits in the whole reply (with `[]` for list positions).
 */
function fromIssue(issue: z.core.$ZodIssue, base: unknown, shownPrefix: readonly PropertyKey[], fallback: boolean): Omit<FieldDifference, 'count'> {
  const value = valueAt(base, issue.path);
  const path = pathText([...shownPrefix, ...issue.path]);
  if (issue.code === 'invalid_type') {
    const missing = value === undefined;
    const detail = missing ? `expected ${issue.expected}` : `expected ${issue.expected}, got ${jsonType(value)}`;
    if (fallback) return { kind: 'fallback', path, detail: `${missing ? 'missing' : 'wrong type'}: ${detail}; read as its default` };
    return { kind: missing ? 'missing' : 'wrong type', path, detail };
  }
  const detail = `${issue.message} (got ${shortValue(value)})`;
  return fallback ? { kind: 'fallback', path, detail: `${detail}; read as its default` } : { kind: 'invalid', path, detail };
}

/** Walks the schema and the value side by side for what zod does not report: extra keys and lenient fallbacks. */
function walk(schema: Schema, value: unknown, path: PropertyKey[], out: Omit<FieldDifference, 'count'>[]): void {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      if (value === undefined || value === null || !def.innerType) return;
      return walk(def.innerType, value, path, out);
    case 'catch': {
      if (!def.innerType) return;
      const inner = z.safeParse(def.innerType, value);
      if (!inner.success) {
        for (const issue of inner.error.issues) out.push(fromIssue(issue, value, path, true));
        return;
      }
      return walk(def.innerType, value, path, out);
    }
    case 'pipe':
      if (def.in) walk(def.in, value, path, out);
      return;
    case 'lazy':
      if (def.getter) walk(def.getter(), value, path, out);
      return;
    case 'union': {
      const match = def.options?.find((option) => z.safeParse(option, value).success);
      if (match) walk(match, value, path, out);
      return;
    }
    case 'object': {
      if (!isRecord(value) || !def.shape) return;
      for (const key of Object.keys(value)) {
        if (!(key in def.shape)) out.push({ kind: 'extra', path: pathText([...path, key]), detail: `not in the contract (${jsonType(value[key])})` });
      }
      for (const [key, field] of Object.entries(def.shape)) walk(field, value[key], [...path, key], out);
      return;
    }
    case 'array':
      if (!Array.isArray(value) || !def.element) return;
      for (const item of value) walk(def.element, item, [...path, '[]'], out);
      return;
    default:
      return;
  }
}

/** Folds identical differences (the same field in many list items) into one line with a count. */
function fold(items: readonly Omit<FieldDifference, 'count'>[]): FieldDifference[] {
  const folded = new Map<string, FieldDifference>();
  for (const item of items) {
    const key = `${item.kind}\u0000${item.path}\u0000${item.detail}`;
    const seen = folded.get(key);
    if (seen) seen.count += 1;
    else folded.set(key, { ...item, count: 1 });
  }
  return [...folded.values()];
}

/** Parses a reply with its contract schema and lists every field that differs. */
export function compareWithSchema(schema: Schema, value: unknown): { parsed: boolean; differences: FieldDifference[] } {
  const result = z.safeParse(schema, value);
  const found: Omit<FieldDifference, 'count'>[] = result.success ? [] : result.error.issues.map((issue) => fromIssue(issue, value, [], false));
  walk(schema, value, [], found);
  return { parsed: result.success, differences: fold(found) };
}
