import type { GameType } from '@/contract/schemas/catalogue';
import type { SeedLocale } from './seed-cities';

/** Realistic names per language and type; `#` is replaced by an issue number. */
const names: Record<SeedLocale, Record<GameType, readonly string[]>> = {
  ru: {
    classic: ['Классическая игра #', 'Большой квиз #', 'Квиз по четвергам #'],
    special: ['Спецвыпуск: Угадай мелодию', 'Спецвыпуск: Кино и сериалы', 'Спецвыпуск: Новогодний квиз'],
    family: ['Семейный квиз #', 'Квиз всей семьёй #'],
    themed: ['Тематическая игра: #'],
    newbies: ['Игра для новичков #', 'Первый квиз #'],
  },
  en: {
    classic: ['Classic Quiz #', 'Big Pub Quiz #'],
    special: ['Special: Music Night', 'Special: Movie Night'],
    family: ['Family Quiz #'],
    themed: ['Themed Quiz: #'],
    newbies: ['Newbies Night #'],
  },
  fr: {
    classic: ['Quiz classique #', 'Grand quiz #'],
    special: ['Spécial : Nuit de la musique', 'Spécial : Soirée cinéma'],
    family: ['Quiz en famille #'],
    themed: ['Quiz thématique : #'],
    newbies: ['Soirée des débutants #'],
  },
};

const topics: Record<SeedLocale, readonly string[]> = {
  ru: ['Гарри Поттер', 'Кино 90-х', 'Советские мультфильмы', 'Музыка 2000-х', 'Сериал «Друзья»'],
  en: ['Harry Potter', 'The Office', '90s Music', 'Marvel'],
  fr: ['Astérix', 'Cinéma français', 'Chanson française'],
};

/** Descriptions; null entries make the UI show its default ("Регулярная игра"). */
const descriptions: Record<SeedLocale, readonly (string | null)[]> = {
  ru: [
    '7 раундов по 7 вопросов: логика, эрудиция и немного везения. Собирайте команду до 9 человек.',
    null,
    'Вопросы на смекалку, музыкальный и картиночный раунды. Подходит и опытным командам, и новичкам.',
    'Играем онлайн: трансляция, бланки ответов и чат с другими командами прямо на сайте.',
    null,
  ],
  en: [
    'Seven rounds of seven questions: logic, general knowledge and a little luck. Teams of up to 9.',
    null,
    'A relaxed evening of questions, music and pictures. Perfect for first-timers.',
  ],
  fr: [
    'Sept manches de sept questions : logique, culture générale et un peu de chance.',
    null,
    'Une soirée conviviale de questions, de musique et d’images, idéale pour débuter.',
  ],
};

export function gameName(locale: SeedLocale, type: GameType, index: number): string {
  const pattern = names[locale][type][index % names[locale][type].length] ?? '#';
  const fill = type === 'themed' ? (gameTopic(locale, type, index) ?? '') : String(100 + index * 7);
  return pattern.replace('#', fill);
}

export function gameTopic(locale: SeedLocale, type: GameType, index: number): string | null {
  return type === 'themed' ? (topics[locale][index % topics[locale].length] ?? null) : null;
}

export function gameDescription(locale: SeedLocale, index: number): string | null {
  return descriptions[locale][index % descriptions[locale].length] ?? null;
}

/** Team names for the bot teams that fill the games (plural adjectives agree with every plural noun). */
export function botTeamNames(locale: 'ru' | 'en', count: number): string[] {
  const adjectives =
    locale === 'ru'
      ? ['Умные', 'Весёлые', 'Дикие', 'Тихие', 'Быстрые', 'Северные', 'Ночные', 'Звёздные', 'Смелые', 'Хитрые']
      : ['Brainy', 'Midnight', 'Curious', 'Lucky', 'Clever', 'Wild', 'Quiet', 'Rapid', 'Northern', 'Cosmic'];
  const nouns =
    locale === 'ru'
      ? ['совы', 'еноты', 'кошки', 'лисы', 'пингвины', 'бобры', 'ёжики', 'дельфины', 'медведи', 'волки']
      : ['Owls', 'Foxes', 'Pandas', 'Otters', 'Wizards', 'Llamas', 'Penguins', 'Badgers', 'Ravens', 'Tigers'];
  return Array.from({ length: count }, (_, i) => {
    const adjective = adjectives[i % adjectives.length] ?? '';
    const noun = nouns[Math.floor(i / adjectives.length) % nouns.length] ?? '';
    return `${adjective} ${noun}`;
  });
}
