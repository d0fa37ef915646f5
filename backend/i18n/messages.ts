import type { Locale } from './locale';

/**
 * Every human-readable line the backend returns, per language, as a Laravel backend with laravel-lang would say it.
 * English keeps Laravel 8's wording (`validation.php`, the spec quotes it); Russian and French are laravel-lang's
 * translations of the same lines. Keys follow Laravel's files: `validation.<rule>` (`.string`/`.numeric`/`.array`
 * variants for size rules), `auth.*`, and `http.*` for the framework's own replies. `:attribute` is replaced by the
 * field's translated name (`attributes` below), other `:name` placeholders by the message's params.
 * A new endpoint adds its keys to all three tables (TypeScript refuses a table with a key missing).
 */
const en = {
  'validation.summary': 'The given data was invalid.',
  'validation.required': 'The :attribute field is required.',
  'validation.email': 'The :attribute must be a valid email address.',
  'validation.string': 'The :attribute must be a string.',
  'validation.numeric': 'The :attribute must be a number.',
  'validation.integer': 'The :attribute must be an integer.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.array': 'The :attribute must be an array.',
  'validation.min.numeric': 'The :attribute must be at least :min.',
  'validation.min.string': 'The :attribute must be at least :min characters.',
  'validation.min.array': 'The :attribute must have at least :min items.',
  'validation.max.numeric': 'The :attribute must not be greater than :max.',
  'validation.max.string': 'The :attribute must not be greater than :max characters.',
  'validation.max.array': 'The :attribute must not have more than :max items.',
  'validation.date': 'The :attribute is not a valid date.',
  'validation.date_format': 'The :attribute does not match the format :format.',
  'validation.url': 'The :attribute must be a valid URL.',
  'validation.regex': 'The :attribute format is invalid.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.unique': 'The :attribute has already been taken.',
  'validation.confirmed': 'The :attribute confirmation does not match.',
  'validation.file': 'The :attribute must be a file.',
  'validation.mimes': 'The :attribute must be a file of type: :values.',
  'validation.max.file': 'The :attribute must not be greater than :max kilobytes.',
  /** Fallback for a schema rule without a Laravel counterpart. */
  'validation.invalid': 'The :attribute is invalid.',
  /** contract/user-text.ts: text people write. */
  'validation.user_text.lone_surrogate': 'The :attribute contains a broken character (half of an emoji or symbol). Please type it again.',
  'validation.user_text.control': 'The :attribute contains invisible control characters, which cannot be saved.',
  'validation.accepted': 'The :attribute must be accepted.',

  'auth.failed': 'These credentials do not match our records.',
  'auth.throttle': 'Too many login attempts. Please try again in :seconds seconds.',
  'auth.unauthenticated': 'Unauthenticated.',
  /** The platform's own line: a player account on the staff (expert) login. */
  'auth.not_staff': 'This account has no access to the expert area.',

  /** Laravel's passwords.php (the password broker). */
  'passwords.sent': 'We have emailed your password reset link!',
  'passwords.reset': 'Your password has been reset!',
  'passwords.user': "We can't find a user with that email address.",
  'passwords.token': 'This password reset token is invalid.',

  /** The platform's account lines (registration, e-mail confirmation, OAuth). */
  'accounts.registered': 'We have sent a confirmation link to your email.',
  'accounts.confirmation_sent': 'We have sent a new confirmation link to your email.',
  'accounts.confirm_invalid': 'This confirmation link is invalid, has expired or has already been used.',
  'accounts.already_confirmed': 'This email address is already confirmed.',
  'accounts.oauth_code_invalid': 'The authorization code is invalid or has expired.',
  'accounts.oauth_url_not_allowed': 'The :attribute is not an allowed return address.',
  'accounts.oauth_provider_failed': 'The provider could not confirm your account. Please try again.',
  'accounts.avatar_deleted': 'The profile picture has been deleted.',
  /** Without demo mode, a provider needs a real app (client id and secret); the local stand-in is demo-only. */
  'accounts.oauth_not_configured': 'Sign-in with :provider is not configured on this server.',

  'http.bad_request': 'Bad Request',
  'http.invalid_json': 'The request body is not valid JSON.',
  'http.body_not_object': 'The request body must be a JSON object.',
  'http.invalid_form': 'The request body is not valid form data.',
  'http.payload_too_large': 'The request body must not be larger than :max kilobytes.',
  'http.not_found': 'Not Found',
  'http.too_many_attempts': 'Too Many Attempts.',
  'http.throttle': 'Too many attempts. Please try again in :seconds seconds.',
  'http.forbidden': 'This action is unauthorized.',
  'http.server_error': 'Server Error',
  /** spatie/laravel-query-builder's InvalidSortQuery. */
  'http.sort_not_allowed': 'Requested sort(s) `:sorts` is not allowed. Allowed sort(s) are `:allowed`.',

  /** Registration and payment (contract/README.md, "Registration and payment"). */
  'registration.state.sold_out': 'There are no places left for this game.',
  'registration.state.opens_later': 'Registration for this game has not opened yet.',
  'registration.state.closed': 'Registration for this game is closed.',
  'registration.state.started': 'This game has already started.',
  'registration.state.finished': 'This game is already over.',
  'registration.state.cancelled': 'This game has been cancelled.',
  'registration.state.open': 'Registration for this game is open.',
  'registration.team_registered': 'This team is already registered for this game.',
  'registration.team_limit': 'You have created the maximum number of teams.',
  'registration.already_paid': 'This registration is already paid.',
  'registration.hold_expired': 'The place held for this registration has been released: please register again.',
  'registration.pay_later_not_allowed': 'Paying later is not available for this registration.',
  'registration.payment_in_progress': 'A payment for this registration is being processed: please wait for its result.',
  'registration.not_payable': 'This registration cannot be paid now.',
  'promo.applied': 'The promo code has been applied.',
  'promo.invalid': 'The promo code is not valid.',
  'promo.expired': 'The promo code has expired.',
  'promo.used_up': 'The promo code has already been used the maximum number of times.',
  'promo.wrong_game': 'The promo code is not valid for this game.',
  'promo.already_used': 'You have already used this promo code.',
  'payments.invalid_signature': 'The notification signature is invalid.',
  /** Support requests (contract/README.md, "Support"). */
  'support.too_many_files': 'No more than :max files can be attached.',
  'support.file_invalid': 'File :position is not a file.',
  'support.file_size': 'File :position must not be larger than :max kilobytes.',
  'support.file_type': 'File :position must be an image (JPEG, PNG, WebP or GIF) or a PDF.',
} as const;

export type MessageKey = keyof typeof en;
export const messageKeys = Object.keys(en) as MessageKey[];
type Table = Readonly<Record<MessageKey, string>>;

const ru: Table = {
  'validation.summary': 'Указанные данные недействительны.',
  'validation.required': 'Поле :attribute обязательно для заполнения.',
  'validation.email': 'Поле :attribute должно быть действительным электронным адресом.',
  'validation.string': 'Поле :attribute должно быть строкой.',
  'validation.numeric': 'Поле :attribute должно быть числом.',
  'validation.integer': 'Поле :attribute должно быть целым числом.',
  'validation.boolean': 'Поле :attribute должно иметь значение логического типа.',
  'validation.array': 'Поле :attribute должно быть массивом.',
  'validation.min.numeric': 'Поле :attribute должно быть не меньше :min.',
  'validation.min.string': 'Количество символов в поле :attribute должно быть не меньше :min.',
  'validation.min.array': 'Количество элементов в поле :attribute должно быть не меньше :min.',
  'validation.max.numeric': 'Поле :attribute не может быть больше :max.',
  'validation.max.string': 'Количество символов в поле :attribute не может превышать :max.',
  'validation.max.array': 'Количество элементов в поле :attribute не может превышать :max.',
  'validation.date': 'Поле :attribute не является датой.',
  'validation.date_format': 'Поле :attribute не соответствует формату :format.',
  'validation.url': 'Поле :attribute имеет ошибочный формат URL.',
  'validation.regex': 'Поле :attribute имеет ошибочный формат.',
  'validation.in': 'Выбранное значение для :attribute ошибочно.',
  'validation.unique': 'Такое значение поля :attribute уже существует.',
  'validation.confirmed': 'Значение поля :attribute не совпадает с подтверждением.',
  'validation.file': 'Поле :attribute должно быть файлом.',
  'validation.mimes': 'Файл, указанный в поле :attribute, должен быть одного из следующих типов: :values.',
  'validation.max.file': 'Размер файла в поле :attribute не может быть больше :max Кб.',
  'validation.invalid': 'Поле :attribute имеет ошибочное значение.',
  'validation.user_text.lone_surrogate': 'Поле :attribute содержит повреждённый символ (половину эмодзи или знака). Наберите его заново.',
  'validation.user_text.control': 'Поле :attribute содержит невидимые управляющие символы, их нельзя сохранить.',
  'validation.accepted': 'Вы должны принять :attribute.',

  'auth.failed': 'Неверный логин или пароль.',
  'auth.throttle': 'Слишком много попыток входа. Пожалуйста, попробуйте ещё раз через :seconds секунд.',
  'auth.unauthenticated': 'Пользователь не авторизован.',
  'auth.not_staff': 'У этой учётной записи нет доступа к кабинету ведущего.',

  'passwords.sent': 'Ссылка на сброс пароля была отправлена.',
  'passwords.reset': 'Ваш пароль был сброшен.',
  'passwords.user': 'Не удалось найти пользователя с указанным электронным адресом.',
  'passwords.token': 'Ошибочный код сброса пароля.',

  'accounts.registered': 'Мы отправили ссылку для подтверждения на вашу почту.',
  'accounts.confirmation_sent': 'Мы отправили новую ссылку для подтверждения на вашу почту.',
  'accounts.confirm_invalid': 'Ссылка для подтверждения недействительна, устарела или уже использована.',
  'accounts.already_confirmed': 'Этот электронный адрес уже подтверждён.',
  'accounts.oauth_code_invalid': 'Код авторизации недействителен или устарел.',
  'accounts.oauth_url_not_allowed': 'Поле :attribute не является разрешённым адресом возврата.',
  'accounts.oauth_provider_failed': 'Сервис входа не подтвердил вашу учётную запись. Попробуйте ещё раз.',
  'accounts.avatar_deleted': 'Фотография профиля удалена.',
  'accounts.oauth_not_configured': 'Вход через :provider на этом сервере не настроен.',

  'http.bad_request': 'Некорректный запрос',
  'http.invalid_json': 'Тело запроса не является корректным JSON.',
  'http.body_not_object': 'Тело запроса должно быть объектом JSON.',
  'http.invalid_form': 'Тело запроса не является корректными данными формы.',
  'http.payload_too_large': 'Тело запроса не может быть больше :max Кб.',
  'http.not_found': 'Не найдено',
  'http.too_many_attempts': 'Слишком много попыток.',
  'http.throttle': 'Слишком много попыток. Пожалуйста, попробуйте ещё раз через :seconds секунд.',
  'http.forbidden': 'Действие не авторизовано.',
  'http.server_error': 'Ошибка сервера',
  'http.sort_not_allowed': 'Запрошенная сортировка `:sorts` не разрешена. Разрешённые сортировки: `:allowed`.',

  'registration.state.sold_out': 'На эту игру не осталось мест.',
  'registration.state.opens_later': 'Регистрация на эту игру ещё не открыта.',
  'registration.state.closed': 'Регистрация на эту игру закрыта.',
  'registration.state.started': 'Эта игра уже началась.',
  'registration.state.finished': 'Эта игра уже прошла.',
  'registration.state.cancelled': 'Эта игра отменена.',
  'registration.state.open': 'Регистрация на эту игру открыта.',
  'registration.team_registered': 'Эта команда уже зарегистрирована на эту игру.',
  'registration.team_limit': 'Вы создали максимальное количество команд.',
  'registration.already_paid': 'Эта регистрация уже оплачена.',
  'registration.hold_expired': 'Место, забронированное для этой регистрации, освобождено: зарегистрируйтесь ещё раз.',
  'registration.pay_later_not_allowed': 'Оплата позже недоступна для этой регистрации.',
  'registration.payment_in_progress': 'Платёж по этой регистрации обрабатывается: дождитесь его результата.',
  'registration.not_payable': 'Эту регистрацию сейчас нельзя оплатить.',
  'promo.applied': 'Промокод применён.',
  'promo.invalid': 'Промокод недействителен.',
  'promo.expired': 'Срок действия промокода истёк.',
  'promo.used_up': 'Промокод уже использован максимальное количество раз.',
  'promo.wrong_game': 'Промокод не действует для этой игры.',
  'promo.already_used': 'Вы уже использовали этот промокод.',
  'payments.invalid_signature': 'Подпись уведомления недействительна.',
  'support.too_many_files': 'Можно приложить не больше :max файлов.',
  'support.file_invalid': 'Файл :position не является файлом.',
  'support.file_size': 'Размер файла :position не может быть больше :max Кб.',
  'support.file_type': 'Файл :position должен быть изображением (JPEG, PNG, WebP или GIF) или PDF.',
};

const fr: Table = {
  'validation.summary': 'Les données fournies sont invalides.',
  'validation.required': 'Le champ :attribute est obligatoire.',
  'validation.email': 'Le champ :attribute doit être une adresse e-mail valide.',
  'validation.string': 'Le champ :attribute doit être une chaîne de caractères.',
  'validation.numeric': 'Le champ :attribute doit contenir un nombre.',
  'validation.integer': 'Le champ :attribute doit être un entier.',
  'validation.boolean': 'Le champ :attribute doit être vrai ou faux.',
  'validation.array': 'Le champ :attribute doit être un tableau.',
  'validation.min.numeric': 'La valeur de :attribute doit être supérieure ou égale à :min.',
  'validation.min.string': 'Le texte de :attribute doit contenir au moins :min caractères.',
  'validation.min.array': 'Le tableau :attribute doit contenir au moins :min éléments.',
  'validation.max.numeric': 'La valeur de :attribute ne peut pas être supérieure à :max.',
  'validation.max.string': 'Le texte de :attribute ne peut pas contenir plus de :max caractères.',
  'validation.max.array': 'Le tableau :attribute ne peut pas contenir plus que :max éléments.',
  'validation.date': "Le champ :attribute n’est pas une date valide.",
  'validation.date_format': 'Le champ :attribute ne correspond pas au format :format.',
  'validation.url': "Le format de l’URL de :attribute n’est pas valide.",
  'validation.regex': 'Le format du champ :attribute est invalide.',
  'validation.in': 'Le champ :attribute est invalide.',
  'validation.unique': 'La valeur du champ :attribute est déjà utilisée.',
  'validation.confirmed': 'Le champ de confirmation :attribute ne correspond pas.',
  'validation.file': 'Le champ :attribute doit être un fichier.',
  'validation.mimes': 'Le champ :attribute doit être un fichier de type : :values.',
  'validation.max.file': 'La taille du fichier de :attribute ne peut pas dépasser :max kilo-octets.',
  'validation.invalid': 'Le champ :attribute est invalide.',
  'validation.user_text.lone_surrogate': 'Le champ :attribute contient un caractère endommagé (la moitié d’un emoji ou d’un symbole). Veuillez le saisir de nouveau.',
  'validation.user_text.control': 'Le champ :attribute contient des caractères de contrôle invisibles, qui ne peuvent pas être enregistrés.',
  'validation.accepted': 'Le champ :attribute doit être accepté.',

  'auth.failed': 'Ces identifiants ne correspondent pas à nos enregistrements.',
  'auth.throttle': 'Tentatives de connexion trop nombreuses. Veuillez essayer de nouveau dans :seconds secondes.',
  'auth.unauthenticated': 'Non authentifié.',
  'auth.not_staff': "Ce compte n’a pas accès à l’espace animateur.",

  'passwords.sent': 'Nous vous avons envoyé par e-mail le lien de réinitialisation du mot de passe !',
  'passwords.reset': 'Votre mot de passe a été réinitialisé !',
  'passwords.user': "Aucun utilisateur n’a été trouvé avec cette adresse e-mail.",
  'passwords.token': "Ce jeton de réinitialisation du mot de passe n’est pas valide.",

  'accounts.registered': 'Nous avons envoyé un lien de confirmation à votre adresse e-mail.',
  'accounts.confirmation_sent': 'Nous avons envoyé un nouveau lien de confirmation à votre adresse e-mail.',
  'accounts.confirm_invalid': "Ce lien de confirmation n’est pas valide, a expiré ou a déjà été utilisé.",
  'accounts.already_confirmed': 'Cette adresse e-mail est déjà confirmée.',
  'accounts.oauth_code_invalid': "Le code d’autorisation n’est pas valide ou a expiré.",
  'accounts.oauth_url_not_allowed': "Le champ :attribute n’est pas une adresse de retour autorisée.",
  'accounts.oauth_provider_failed': "Le service de connexion n’a pas pu confirmer votre compte. Veuillez réessayer.",
  'accounts.avatar_deleted': 'La photo de profil a été supprimée.',
  'accounts.oauth_not_configured': "La connexion avec :provider n’est pas configurée sur ce serveur.",

  'http.bad_request': 'Requête incorrecte',
  'http.invalid_json': "Le corps de la requête n’est pas un JSON valide.",
  'http.body_not_object': 'Le corps de la requête doit être un objet JSON.',
  'http.invalid_form': "Le corps de la requête n’est pas un formulaire valide.",
  'http.payload_too_large': 'Le corps de la requête ne doit pas dépasser :max kilo-octets.',
  'http.not_found': 'Non trouvé',
  'http.too_many_attempts': 'Trop de tentatives.',
  'http.throttle': 'Trop de tentatives. Veuillez réessayer dans :seconds secondes.',
  'http.forbidden': "Cette action n’est pas autorisée.",
  'http.server_error': 'Erreur serveur',
  'http.sort_not_allowed': "Le tri demandé `:sorts` n’est pas autorisé. Tris autorisés : `:allowed`.",

  'registration.state.sold_out': 'Il n’y a plus de place pour cette partie.',
  'registration.state.opens_later': 'Les inscriptions à cette partie ne sont pas encore ouvertes.',
  'registration.state.closed': 'Les inscriptions à cette partie sont closes.',
  'registration.state.started': 'Cette partie a déjà commencé.',
  'registration.state.finished': 'Cette partie est déjà terminée.',
  'registration.state.cancelled': 'Cette partie a été annulée.',
  'registration.state.open': 'Les inscriptions à cette partie sont ouvertes.',
  'registration.team_registered': 'Cette équipe est déjà inscrite à cette partie.',
  'registration.team_limit': 'Vous avez créé le nombre maximal d’équipes.',
  'registration.already_paid': 'Cette inscription est déjà payée.',
  'registration.hold_expired': 'La place réservée pour cette inscription a été libérée : veuillez vous inscrire de nouveau.',
  'registration.pay_later_not_allowed': 'Le paiement ultérieur n’est pas disponible pour cette inscription.',
  'registration.payment_in_progress': 'Un paiement de cette inscription est en cours de traitement : veuillez attendre son résultat.',
  'registration.not_payable': 'Cette inscription ne peut pas être payée maintenant.',
  'promo.applied': 'Le code promo a été appliqué.',
  'promo.invalid': 'Le code promo n’est pas valide.',
  'promo.expired': 'Le code promo a expiré.',
  'promo.used_up': 'Le code promo a déjà été utilisé le nombre maximal de fois.',
  'promo.wrong_game': 'Le code promo n’est pas valable pour cette partie.',
  'promo.already_used': 'Vous avez déjà utilisé ce code promo.',
  'payments.invalid_signature': 'La signature de la notification n’est pas valide.',
  'support.too_many_files': 'Vous ne pouvez pas joindre plus de :max fichiers.',
  'support.file_invalid': 'Le fichier :position n’est pas un fichier.',
  'support.file_size': 'Le fichier :position ne doit pas dépasser :max kilo-octets.',
  'support.file_type': 'Le fichier :position doit être une image (JPEG, PNG, WebP ou GIF) ou un PDF.',
};

const catalogue: Readonly<Record<Locale, Table>> = { en, ru, fr };

/**
 * Laravel's `validation.attributes`: how a field is named inside a message, keyed by its snake_case name.
 * A field missing here reads as its words (`per_page` -> "per page"), which is what English uses throughout.
 */
const attributes: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {
    consent: 'personal data consent',
    agreement: 'user agreement',
    promo: 'promo code',
  },
  ru: {
    email: 'email',
    password: 'пароль',
    password_confirmation: 'подтверждение пароля',
    name: 'имя',
    phone: 'телефон',
    city_id: 'город',
    date: 'дата',
    type: 'тип',
    page: 'страница',
    per_page: 'количество на странице',
    scope: 'выборка',
    token: 'код',
    code: 'код',
    url: 'адрес',
    avatar: 'фотография',
    provider: 'сервис входа',
    full_name: 'полное имя',
    team_id: 'команда',
    team_name: 'название команды',
    city: 'город',
    promo: 'промокод',
    consent: 'согласие на обработку персональных данных',
    agreement: 'пользовательское соглашение',
    language: 'язык',
    game_id: 'игра',
    pay_later: 'оплата позже',
    idempotency_key: 'ключ идемпотентности',
    reason: 'причина обращения',
    comment: 'комментарий',
    site: 'сайт',
  },
  fr: {
    email: 'e-mail',
    password: 'mot de passe',
    password_confirmation: 'confirmation du mot de passe',
    name: 'nom',
    phone: 'téléphone',
    city_id: 'ville',
    date: 'date',
    type: 'type',
    page: 'page',
    per_page: 'nombre par page',
    scope: 'portée',
    token: 'jeton',
    code: 'code',
    url: 'adresse',
    avatar: 'photo',
    provider: 'service de connexion',
    full_name: 'nom complet',
    team_id: 'équipe',
    team_name: 'nom de l’équipe',
    city: 'ville',
    promo: 'code promo',
    consent: 'consentement au traitement des données personnelles',
    agreement: 'conditions d’utilisation',
    language: 'langue',
    game_id: 'partie',
    pay_later: 'paiement ultérieur',
    idempotency_key: 'clé d’idempotence',
    reason: 'motif de la demande',
    comment: 'commentaire',
    site: 'site',
  },
};

/** One message, translated when the reply is written (the request’s language is known only then). */
export interface Message {
  key: MessageKey;
  /** The field the message is about (`perPage`, `password_confirmation`); fills `:attribute`. */
  attribute?: string;
  params?: Readonly<Record<string, string | number>>;
}

/** `perPage` and `password_confirmation` -> `per_page`, `password_confirmation`: Laravel’s attribute keys. */
const snakeCase = (field: string): string => field.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Laravel's :attribute: the translated name, else the field's words ("per page", "password confirmation"). */
export function attributeName(field: string, locale: Locale): string {
  const key = snakeCase(field);
  return attributes[locale][key] ?? key.replace(/_/g, ' ');
}

/** The message's text in a language, placeholders filled (one pass, so values are never re-scanned). */
export function translate(locale: Locale, message: Message): string {
  const values: Record<string, string | number> = { ...message.params };
  if (message.attribute !== undefined) values.attribute = attributeName(message.attribute, locale);
  return catalogue[locale][message.key].replace(/:([a-z_]+)/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
