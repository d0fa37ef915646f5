import type { ChatRefusalReason } from '@/contract/schemas/chat';
import type { Locale } from '../i18n/locale';

/**
 * The chat's refusals, per language (the chat's part of the backend catalogue, kept beside it like the game
 * engine's). `:name` placeholders are filled from params.
 */
const en: Record<ChatRefusalReason, string> = {
  empty: 'The message is empty.',
  characters: 'The message contains a broken character or invisible control characters and cannot be sent.',
  'too-long': 'The message may be at most :max characters long.',
  locked: 'The organiser has closed the chat.',
  round: 'The chat is closed while answers are being accepted. It opens again after the round.',
  'rate-limited': 'You are sending messages too fast. Try again in :seconds s.',
  'not-joined': 'You are not connected to this game chat.',
  'renew-token': 'Your session needs to be renewed. Trying again…',
  invalid: 'The message could not be read.',
};

const ru: Record<ChatRefusalReason, string> = {
  empty: 'Сообщение пустое.',
  characters: 'В сообщении есть повреждённый символ или невидимые управляющие символы, его нельзя отправить.',
  'too-long': 'Сообщение может быть не длиннее :max символов.',
  locked: 'Организатор закрыл чат.',
  round: 'Пока идёт приём ответов, чат закрыт. Он откроется после раунда.',
  'rate-limited': 'Вы отправляете сообщения слишком часто. Попробуйте снова через :seconds с.',
  'not-joined': 'Вы не подключены к чату этой игры.',
  'renew-token': 'Нужно обновить сессию. Пробуем снова…',
  invalid: 'Не удалось прочитать сообщение.',
};

const fr: Record<ChatRefusalReason, string> = {
  empty: 'Le message est vide.',
  characters: 'Le message contient un caractère endommagé ou des caractères de contrôle invisibles et ne peut pas être envoyé.',
  'too-long': 'Le message ne peut pas dépasser :max caractères.',
  locked: 'L’organisateur a fermé le chat.',
  round: 'Le chat est fermé pendant la réception des réponses. Il rouvre après la manche.',
  'rate-limited': 'Vous envoyez des messages trop vite. Réessayez dans :seconds s.',
  'not-joined': 'Vous n’êtes pas connecté au chat de cette partie.',
  'renew-token': 'Votre session doit être renouvelée. Nouvel essai…',
  invalid: 'Le message n’a pas pu être lu.',
};

const catalogue: Readonly<Record<Locale, Record<ChatRefusalReason, string>>> = { en, ru, fr };

export function chatMessage(locale: Locale, reason: ChatRefusalReason, params: Record<string, string | number> = {}): string {
  return catalogue[locale][reason].replace(/:([a-z_]+)/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
