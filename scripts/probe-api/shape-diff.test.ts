// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { compareWithSchema } from './shape-diff';

const schema = z.object({
  id: z.int(),
  city: z.nullable(z.object({ id: z.int(), name: z.string() })),
  status: z.enum(['open', 'closed']),
  price: z.catch(z.number(), 0),
  tags: z.optional(z.array(z.object({ label: z.string() }))),
  owner: z.union([z.object({ kind: z.literal('team'), name: z.string() }), z.object({ kind: z.literal('user'), email: z.string() })]),
});

describe('compareWithSchema', () => {
  it('reports nothing for a reply exactly as the contract says', () => {
    const reply = { id: 1, city: null, status: 'open', price: 5, owner: { kind: 'team', name: 'A' } };
    expect(compareWithSchema(schema, reply)).toEqual({ parsed: true, differences: [] });
  });

  it('finds extra keys inside nested objects, list items and the matching union member; they do not fail the parse', () => {
    const reply = {
      id: 1,
      city: { id: 2, name: 'X', region: 'Y' },
      status: 'open',
      price: 5,
      tags: [
        { label: 'a', colour: 'red' },
        { label: 'b', colour: 'blue' },
      ],
      owner: { kind: 'user', email: 'a@b.c', phone: '1' },
    };
    expect(compareWithSchema(schema, reply)).toEqual({
      parsed: true,
      differences: [
        { kind: 'extra', path: 'city.region', detail: 'not in the contract (string)', count: 1 },
        { kind: 'extra', path: 'tags[].colour', detail: 'not in the contract (string)', count: 2 },
        { kind: 'extra', path: 'owner.phone', detail: 'not in the contract (string)', count: 1 },
      ],
    });
  });

  it('tells missing from wrong type and invalid values, and names lenient fallbacks without printing free text', () => {
    const reply = { city: { id: '2', name: 'X' }, status: 'someone@example.com', price: 'cheap', owner: { kind: 'team', name: 'A' } };
    const { parsed, differences } = compareWithSchema(schema, reply);
    expect(parsed).toBe(false);
    expect(differences).toEqual(
      expect.arrayContaining([
        { kind: 'missing', path: 'id', detail: 'expected number', count: 1 },
        { kind: 'wrong type', path: 'city.id', detail: 'expected number, got string', count: 1 },
        expect.objectContaining({ kind: 'invalid', path: 'status', detail: expect.stringMatching(/\(got string\)$/) }),
        { kind: 'fallback', path: 'price', detail: 'wrong type: expected number, got string; read as its default', count: 1 },
      ]),
    );
    expect(JSON.stringify(differences)).not.toContain('someone@example.com');
  });
});
