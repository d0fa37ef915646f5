import type { Pack } from '../types';

/** What the address's optional segment asks for: nothing, a pack id, or something that is not one. */
export type PackParam = { kind: 'none' } | { kind: 'id'; id: number } | { kind: 'malformed' };

/** `/promocodes` and `/promocodes/{packId}`: one segment of digits (no sign, no leading zero) is an id. */
export function parsePackParam(segments: readonly string[] | undefined): PackParam {
  if (!segments || segments.length === 0) return { kind: 'none' };
  const [segment] = segments;
  if (segments.length > 1 || segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return { kind: 'malformed' };
  const id = Number(segment);
  return Number.isSafeInteger(id) ? { kind: 'id', id } : { kind: 'malformed' };
}

export interface PackChoice {
  /** The preselected pack (sold in the page's language), or null: the list without a choice. */
  selected: Pack | null;
  /** The address named a pack that is not on sale (or not an id): the list shows a notice. */
  unknown: boolean;
}

/** The pack the address preselects; an unknown or malformed id, or a pack without a price here, is "unknown". */
export function choosePack(packs: readonly Pack[], param: PackParam): PackChoice {
  if (param.kind === 'none') return { selected: null, unknown: false };
  if (param.kind === 'malformed') return { selected: null, unknown: true };
  const pack = packs.find((p) => p.id === param.id && p.price !== null);
  return pack ? { selected: pack, unknown: false } : { selected: null, unknown: true };
}
