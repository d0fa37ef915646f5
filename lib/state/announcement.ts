/** Something a screen reads out in its live region: a message key with its values, translated when rendered. */
export interface KeyedAnnouncement<K extends string> {
  /** Rises with every announcement, so the same text said twice is still read out. */
  id: number;
  key: K;
  values: Record<string, string | number>;
  politeness: 'polite' | 'assertive';
}

/** The announcement after `previous`; only a lost connection interrupts (assertive), everything else waits. */
export const announce = <K extends string>(
  previous: KeyedAnnouncement<K> | null,
  key: K,
  values: Record<string, string | number> = {},
): KeyedAnnouncement<K> => ({ id: (previous?.id ?? 0) + 1, key, values, politeness: key === 'connectionLost' ? 'assertive' : 'polite' });
