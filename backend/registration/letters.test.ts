// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentIntentReply } from '@/contract/schemas/registration';
import type { StoredLetter } from '../mail/outbox';
import { call, createTestBackend, type TestBackend } from '../testing/test-backend';
import { registrationFor } from './registration-module';
import { guestRegistration, intentFor, loginAs, notify, registered, registration } from './registration-test-kit';

const lettersTo = async (backend: TestBackend, to: string) =>
  ((await call(backend, 'GET', `/dev/mail.json?to=${encodeURIComponent(to)}`)).body as { data: StoredLetter[] }).data;

describe('registration letters', () => {
  it('registration received, then payment confirmed with the game link, in the registration’s language', async () => {
    const backend = createTestBackend();
    const reply = await registered(
      backend,
      backend.seed.registration.openGameIds.fr,
      guestRegistration({ language: 'fr', email: 'luc@example.fr', teamName: 'Les Hiboux' }),
    );
    const [received] = await lettersTo(backend, 'luc@example.fr');
    expect(received).toMatchObject({ kind: 'registration_received', locale: 'fr' });
    expect(received!.subject).toMatch(/^Votre inscription à « .+ » est reçue$/);
    expect(received!.text).toContain('L’équipe « Les Hiboux » est inscrite');
    expect(received!.text).toContain('899,00');
    expect(received!.links).toEqual([`http://localhost:3000/fr/reg/${reply.data.gameId}`]);

    const intent = (await intentFor(backend, reply.data.id, { accessToken: reply.accessToken })).body as PaymentIntentReply;
    await notify(backend, 'pay', intent.data, { transactionId: 70 });
    const [confirmed] = await lettersTo(backend, 'luc@example.fr');
    expect(confirmed).toMatchObject({ kind: 'registration_confirmed', locale: 'fr' });
    expect(confirmed!.links).toEqual([`http://localhost:3000/fr/game/${reply.data.id}`]);
    expect(confirmed!.text).toContain('1 heure avant le début');
    // A guest is told how to play: sign in with this address.
    expect(confirmed!.text).toContain('connectez-vous ou inscrivez-vous');
  });

  it('the reminder goes 1 hour before the start, once, advising to contact the team 15 minutes before', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const gameId = backend.seed.registration.freeGameIds[0]!;
    const reply = await registered(backend, gameId, registration(), token);
    expect(reply.data.status).toBe('READY');
    const regs = registrationFor(backend.services);
    const startsAt = Date.parse(reply.data.startsAt);

    backend.clock.now = startsAt - 61 * 60_000;
    expect(regs.sendReminders()).toBe(0);
    backend.clock.now = startsAt - 60 * 60_000;
    expect(regs.sweep().reminders).toBe(1);
    expect(regs.sweep().reminders).toBe(0);
    const reminder = (await lettersTo(backend, 'player@quiz.test')).find((letter) => letter.kind === 'game_reminder')!;
    expect(reminder.locale).toBe('ru');
    expect(reminder.subject).toMatch(/начнётся через час$/);
    expect(reminder.text).toContain('Свяжитесь с командой «Совы» за 15 минут до начала.');
    expect(reminder.links).toEqual([`http://localhost:3000/game/${reply.data.id}`]);
  });

  it('a DEFERRED registration’s reminder asks to pay first; nothing goes to cancelled ones', async () => {
    const backend = createTestBackend();
    const token = await loginAs(backend);
    const deferred = await registered(backend, backend.seed.registration.openGameIds.ru, registration({ payLater: true }), token);
    const startsAt = Date.parse(deferred.data.startsAt);
    backend.clock.now = startsAt - 30 * 60_000;
    registrationFor(backend.services).sweep();
    const reminder = (await lettersTo(backend, 'player@quiz.test')).find((letter) => letter.kind === 'game_reminder')!;
    expect(reminder.text).toContain('Участие ещё не оплачено');
    expect(reminder.links).toEqual([`http://localhost:3000/reg/${deferred.data.gameId}`]);

    // Unpaid at the start: released.
    backend.clock.now = startsAt;
    expect(registrationFor(backend.services).sweep().expired).toBeGreaterThanOrEqual(1);
  });
});
