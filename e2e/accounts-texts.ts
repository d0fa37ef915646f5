import type { Locale } from './fixtures';

/** The visible texts the accounts journeys use, per language (messages/*.json and the backend's catalogue). */
export const texts: Record<
  Locale,
  {
    logIn: string;
    loginTitle: string;
    email: string;
    password: string;
    register: string;
    registerTitle: string;
    name: string;
    passwordConfirmation: string;
    consent: RegExp;
    signUp: string;
    emailSentTitle: string;
    loggedInTitle: string;
    emailConfirmed: string;
    continue: string;
    profile: RegExp;
    logOut: string;
    forgotPassword: string;
    recoveryTitle: string;
    sendLink: string;
    newPasswordTitle: string;
    newPassword: string;
    repeatPassword: string;
    saveAndLogIn: string;
    passwordChanged: string;
    duplicate: string;
    resetForThisEmail: string;
    withGoogle: string;
    withVk: string;
    confirmTitle: string;
    linkInvalid: string;
    expertHeading: string;
    expertLoginHeading: string;
    yourGames: string;
    noStaffAccess: string;
    expertLogOut: string;
  }
> = {
  ru: {
    logIn: 'Войти',
    loginTitle: 'Вход',
    email: 'Email',
    password: 'Пароль',
    register: 'Зарегистрироваться',
    registerTitle: 'Регистрация',
    name: 'Имя и фамилия',
    passwordConfirmation: 'Повторите пароль',
    consent: /Я принимаю/,
    signUp: 'Зарегистрироваться',
    emailSentTitle: 'Проверьте почту',
    loggedInTitle: 'Вы вошли',
    emailConfirmed: 'Email подтверждён.',
    continue: 'Продолжить',
    profile: /, Профиль:/,
    logOut: 'Выйти',
    forgotPassword: 'Забыли пароль?',
    recoveryTitle: 'Восстановление пароля',
    sendLink: 'Прислать ссылку',
    newPasswordTitle: 'Новый пароль',
    newPassword: 'Новый пароль',
    repeatPassword: 'Повторите пароль',
    saveAndLogIn: 'Сохранить и войти',
    passwordChanged: 'Пароль изменён.',
    duplicate: 'Такое значение поля email уже существует.',
    resetForThisEmail: 'Восстановить пароль для этого email',
    withGoogle: 'Войти через Google',
    withVk: 'Войти через VK',
    confirmTitle: 'Подтверждение email',
    linkInvalid: 'Ссылка для подтверждения недействительна, устарела или уже использована.',
    expertHeading: 'Кабинет ведущего',
    expertLoginHeading: 'Вход для ведущих',
    yourGames: 'Ваши игры',
    noStaffAccess: 'У этой учётной записи нет доступа к кабинету ведущего.',
    expertLogOut: 'Выйти',
  },
  en: {
    logIn: 'Log in',
    loginTitle: 'Log in',
    email: 'Email',
    password: 'Password',
    register: 'Sign up',
    registerTitle: 'Sign up',
    name: 'Full name',
    passwordConfirmation: 'Repeat the password',
    consent: /I accept/,
    signUp: 'Sign up',
    emailSentTitle: 'Check your email',
    loggedInTitle: 'You are logged in',
    emailConfirmed: 'Your email is confirmed.',
    continue: 'Continue',
    profile: /, Profile:/,
    logOut: 'Log out',
    forgotPassword: 'Forgot your password?',
    recoveryTitle: 'Password recovery',
    sendLink: 'Send the link',
    newPasswordTitle: 'New password',
    newPassword: 'New password',
    repeatPassword: 'Repeat the password',
    saveAndLogIn: 'Save and log in',
    passwordChanged: 'Your password has been changed.',
    duplicate: 'The email has already been taken.',
    resetForThisEmail: 'Reset the password for this email',
    withGoogle: 'Log in with Google',
    withVk: 'Log in with VK',
    confirmTitle: 'Email confirmation',
    linkInvalid: 'This confirmation link is invalid, has expired or was already used.',
    expertHeading: 'Host dashboard',
    expertLoginHeading: 'Host login',
    yourGames: 'Your games',
    noStaffAccess: 'This account has no access to the expert area.',
    expertLogOut: 'Log out',
  },
  fr: {
    logIn: 'Se connecter',
    loginTitle: 'Connexion',
    email: 'E-mail',
    password: 'Mot de passe',
    register: 'S’inscrire',
    registerTitle: 'Inscription',
    name: 'Nom complet',
    passwordConfirmation: 'Répétez le mot de passe',
    consent: /J’accepte/,
    signUp: 'S’inscrire',
    emailSentTitle: 'Consultez votre messagerie',
    loggedInTitle: 'Vous êtes connecté',
    emailConfirmed: 'Votre e-mail est confirmé.',
    continue: 'Continuer',
    profile: /, Profil :/,
    logOut: 'Se déconnecter',
    forgotPassword: 'Mot de passe oublié ?',
    recoveryTitle: 'Récupération du mot de passe',
    sendLink: 'Envoyer le lien',
    newPasswordTitle: 'Nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    repeatPassword: 'Répétez le mot de passe',
    saveAndLogIn: 'Enregistrer et se connecter',
    passwordChanged: 'Votre mot de passe a été modifié.',
    duplicate: 'La valeur du champ e-mail est déjà utilisée.',
    resetForThisEmail: 'Réinitialiser le mot de passe pour cet e-mail',
    withGoogle: 'Se connecter avec Google',
    withVk: 'Se connecter avec VK',
    confirmTitle: 'Confirmation de l’e-mail',
    linkInvalid: 'Ce lien de confirmation n’est pas valide, a expiré ou a déjà été utilisé.',
    expertHeading: 'Espace animateur',
    expertLoginHeading: 'Connexion animateur',
    yourGames: 'Vos parties',
    noStaffAccess: 'Ce compte n’a pas accès à l’espace animateur.',
    expertLogOut: 'Se déconnecter',
  },
};
