import { describeFormFailure, type FormFailureView } from './form-failure';

type LoginField = 'email' | 'password';
export type LoginFailureView = FormFailureView<LoginField>;

/** A failed login (player or expert): field messages under e-mail and password, the rest in the alert. */
export const describeLoginFailure = (error: unknown): LoginFailureView => describeFormFailure(error, ['email', 'password'], 'email');
