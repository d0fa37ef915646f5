import type { PartyLetterKind } from './party-letters';
import type { Db } from '../db/database';
import type { Locale } from '../i18n/locale';
import type { Clock } from '../time/clock';

type LetterKind =
  'confirm_email' | 'reset_password' | 'registration_received' | 'registration_confirmed' | 'game_reminder' | PartyLetterKind | 'support_received';

export interface Letter {
  to: string;
  kind: LetterKind;
  locale: Locale;
  subject: string;
  text: string;
  html: string;
  /** Every absolute link in the letter, in order (tests follow them without parsing HTML). */
  links: string[];
  meta: Record<string, string | number | boolean | null>;
}

export interface StoredLetter extends Letter {
  id: number;
  createdAt: number;
}

interface OutboxRow {
  id: number;
  to_email: string;
  kind: LetterKind;
  locale: Locale;
  subject: string;
  text_body: string;
  html_body: string;
  links_json: string;
  meta_json: string;
  created_at: number;
}

const toLetter = (row: OutboxRow): StoredLetter => ({
  id: row.id,
  to: row.to_email,
  kind: row.kind,
  locale: row.locale,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  links: JSON.parse(row.links_json) as string[],
  meta: JSON.parse(row.meta_json) as Letter['meta'],
  createdAt: row.created_at,
});

/**
 * The reference backend's mail transport: letters are stored, not sent, and the developer reads them at
 * GET /dev/mail (tests at GET /dev/mail.json). A real deployment swaps this for SMTP.
 */
export function createOutbox(db: Db, now: Clock) {
  const insert = db.prepare(`INSERT INTO mail_outbox
    (to_email, kind, locale, subject, text_body, html_body, links_json, meta_json, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare('SELECT * FROM mail_outbox WHERE id = ?');
  const latest = db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?');
  const latestTo = db.prepare('SELECT * FROM mail_outbox WHERE to_email = ? ORDER BY id DESC LIMIT ?');

  return {
    send(letter: Letter): StoredLetter {
      const at = now();
      const result = insert.run(
        letter.to,
        letter.kind,
        letter.locale,
        letter.subject,
        letter.text,
        letter.html,
        JSON.stringify(letter.links),
        JSON.stringify(letter.meta),
        at,
      );
      return { ...letter, id: Number(result.lastInsertRowid), createdAt: at };
    },
    /** Latest first; `to` compares case-insensitively. */
    list({ to, limit = 50 }: { to?: string; limit?: number } = {}): StoredLetter[] {
      const rows = (to ? latestTo.all(to.trim(), limit) : latest.all(limit)) as OutboxRow[];
      return rows.map(toLetter);
    },
    find(id: number): StoredLetter | undefined {
      const row = byId.get(id) as OutboxRow | undefined;
      return row ? toLetter(row) : undefined;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
