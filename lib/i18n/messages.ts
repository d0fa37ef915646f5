import type { Locale } from './routing';
import type ru from '@/messages/ru.json';

export type Messages = typeof ru;

const loaders: Record<Locale, () => Promise<Messages>> = {
  ru: () => import('@/messages/ru.json').then((m) => m.default),
  en: () => import('@/messages/en.json').then((m) => m.default),
  fr: () => import('@/messages/fr.json').then((m) => m.default),
};

export const loadMessages = (locale: Locale): Promise<Messages> => loaders[locale]();
