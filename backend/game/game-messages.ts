import type { Locale } from '../i18n/locale';

/**
 * Human-readable lines of the game engine, per language (the engine's part of the backend catalogue, kept beside it
 * so the shared catalogue stays small). `:name` placeholders are filled from a message's params.
 */
const en = {
  forbidden: 'This action is unauthorized.',
  not_ready: "Your team's registration for this game is not confirmed.",
  game_finished: 'The game is already finished.',
  results_final: 'The game is finished: its results are final and can no longer be changed.',
  tour_in_progress: 'Round :tour is under way: close it first.',
  game_not_open_yet: 'The game has not opened yet: its first round can start from :minutes minutes before the scheduled start.',
  tour_already_played: 'Round :tour has already been played.',
  tour_out_of_range: 'The round must be between 1 and :max.',
  no_tour: 'No round is under way.',
  answers_already_open: 'Answers are already open.',
  nothing_to_show: 'There is no closed round left to show.',
  answers_not_accepted: 'Answers for this round are not being accepted.',
  question_out_of_range: 'The question number must be between 1 and :max.',
  question_duplicate: 'Each question may appear only once in a post.',
  sheet_in_check: 'Your answers for this round are already being checked.',
  sheet_checked: 'Your answers for this round have already been checked.',
  idempotency_key: 'The idempotency key must be 1 to 200 characters.',
  idempotency_mismatch: 'This idempotency key was already used for a different request.',
  sheet_held: 'Another expert is checking this sheet.',
  sheet_already_checked: 'This sheet has already been checked.',
  sheet_not_submitted: 'This sheet has not been submitted yet.',
  missing_decisions: 'Decide every answered question: :numbers.',
  appeal_not_rejected: 'An appeal is possible only for an answer judged wrong.',
  appeal_exists: 'An appeal for this question has already been filed.',
  appeals_closed: 'Appeals are closed: the game is finished.',
  appeal_resolved: 'This appeal has already been resolved.',
  mechanic_inactive: 'The buzzer is not active.',
  already_pressed: 'Your team has already pressed the buzzer.',
  stream_url: 'The stream must be a valid http or https URL.',
} as const;

export type GameMessageKey = keyof typeof en;
type Table = Readonly<Record<GameMessageKey, string>>;

const ru: Table = {
  forbidden: 'Действие не разрешено.',
  not_ready: 'Регистрация вашей команды на эту игру не подтверждена.',
  game_finished: 'Игра уже завершена.',
  results_final: 'Игра завершена: её результаты окончательные и больше не меняются.',
  tour_in_progress: 'Идёт тур :tour: сначала закройте его.',
  game_not_open_yet: 'Игра ещё не открыта: первый тур можно начать не раньше чем за :minutes минут до начала по расписанию.',
  tour_already_played: 'Тур :tour уже сыгран.',
  tour_out_of_range: 'Номер тура должен быть от 1 до :max.',
  no_tour: 'Сейчас не идёт ни один тур.',
  answers_already_open: 'Приём ответов уже открыт.',
  nothing_to_show: 'Нет закрытого тура, который можно показать.',
  answers_not_accepted: 'Ответы на этот тур не принимаются.',
  question_out_of_range: 'Номер вопроса должен быть от 1 до :max.',
  question_duplicate: 'Каждый вопрос можно указать только один раз.',
  sheet_in_check: 'Ваши ответы на этот тур уже проверяются.',
  sheet_checked: 'Ваши ответы на этот тур уже проверены.',
  idempotency_key: 'Ключ идемпотентности должен содержать от 1 до 200 символов.',
  idempotency_mismatch: 'Этот ключ идемпотентности уже использован для другого запроса.',
  sheet_held: 'Этот бланк проверяет другой эксперт.',
  sheet_already_checked: 'Этот бланк уже проверен.',
  sheet_not_submitted: 'Этот бланк ещё не отправлен.',
  missing_decisions: 'Оцените все отвеченные вопросы: :numbers.',
  appeal_not_rejected: 'Апелляция возможна только на ответ, признанный неверным.',
  appeal_exists: 'Апелляция на этот вопрос уже подана.',
  appeals_closed: 'Приём апелляций закрыт: игра завершена.',
  appeal_resolved: 'Эта апелляция уже рассмотрена.',
  mechanic_inactive: 'Кнопка сейчас не активна.',
  already_pressed: 'Ваша команда уже нажала кнопку.',
  stream_url: 'Ссылка на трансляцию должна быть корректным адресом http или https.',
};

const fr: Table = {
  forbidden: 'Cette action n’est pas autorisée.',
  not_ready: 'L’inscription de votre équipe à cette partie n’est pas confirmée.',
  game_finished: 'La partie est déjà terminée.',
  results_final: 'La partie est terminée : ses résultats sont définitifs et ne peuvent plus changer.',
  tour_in_progress: 'La manche :tour est en cours : fermez-la d’abord.',
  game_not_open_yet: 'La partie n’est pas encore ouverte : sa première manche peut commencer au plus tôt :minutes minutes avant l’heure prévue.',
  tour_already_played: 'La manche :tour a déjà été jouée.',
  tour_out_of_range: 'La manche doit être comprise entre 1 et :max.',
  no_tour: 'Aucune manche n’est en cours.',
  answers_already_open: 'Les réponses sont déjà ouvertes.',
  nothing_to_show: 'Il ne reste aucune manche fermée à montrer.',
  answers_not_accepted: 'Les réponses à cette manche ne sont pas acceptées.',
  question_out_of_range: 'Le numéro de question doit être compris entre 1 et :max.',
  question_duplicate: 'Chaque question ne peut figurer qu’une fois par envoi.',
  sheet_in_check: 'Vos réponses à cette manche sont déjà en cours de correction.',
  sheet_checked: 'Vos réponses à cette manche ont déjà été corrigées.',
  idempotency_key: 'La clé d’idempotence doit contenir de 1 à 200 caractères.',
  idempotency_mismatch: 'Cette clé d’idempotence a déjà servi pour une autre requête.',
  sheet_held: 'Un autre expert corrige cette feuille.',
  sheet_already_checked: 'Cette feuille a déjà été corrigée.',
  sheet_not_submitted: 'Cette feuille n’a pas encore été envoyée.',
  missing_decisions: 'Jugez chaque question répondue : :numbers.',
  appeal_not_rejected: 'Une contestation n’est possible que pour une réponse jugée fausse.',
  appeal_exists: 'Une contestation a déjà été déposée pour cette question.',
  appeals_closed: 'Les contestations sont closes : la partie est terminée.',
  appeal_resolved: 'Cette contestation a déjà été traitée.',
  mechanic_inactive: 'Le buzzer n’est pas actif.',
  already_pressed: 'Votre équipe a déjà appuyé sur le buzzer.',
  stream_url: 'Le lien du direct doit être une URL http ou https valide.',
};

const catalogue: Readonly<Record<Locale, Table>> = { en, ru, fr };

export interface GameMessage {
  key: GameMessageKey;
  params?: Readonly<Record<string, string | number>>;
}

export function translateGame(locale: Locale, message: GameMessage): string {
  const params = message.params ?? {};
  return catalogue[locale][message.key].replace(/:([a-z_]+)/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}
