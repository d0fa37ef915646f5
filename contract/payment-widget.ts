/**
 * The card payment widget's JavaScript interface (CloudPayments' widget, spec section 7 "a card payment provider
 * widget"), as TypeScript types. The real script (https://widget.cloudpayments.ru/bundles/cloudpayments.js) and the
 * reference backend's local test widget (`/dev/payments/widget.js`, demo mode only) both define `window.cp` with it;
 * the web app loads whichever script its configuration names and calls:
 *
 *   new cp.CloudPayments({ language }).pay('charge', options, { onSuccess, onFail, onComplete })
 *
 * The callbacks only move the screen on ("waiting for confirmation"): the payment counts once the provider's
 * webhook has reached the backend, and the web app reads it from what was paid for (the registration, the private
 * game's order, the pack's purchase; contract/README.md, "Registration and payment", "Private games and promo codes").
 */
import type { RegistrationSettings } from './registration-settings';

/** The widget's language: `cloudPaymentsLanguage` of the site's language (ru-RU, en-US). */
export type PaymentWidgetLanguage = RegistrationSettings['cloudPaymentsLanguage'];

interface PaymentWidgetSettings {
  language: PaymentWidgetLanguage;
}

/** What the backend's payment intent hands to the widget (its `data` field is passed through to the webhook). */
export interface PaymentWidgetOptions {
  publicId: string;
  description: string;
  /** Major units (899, 10). */
  amount: number;
  currency: string;
  /** The backend's invoice for this attempt; the webhook names it. */
  invoiceId: string;
  /** Who pays: the registering account's id or the guest's e-mail. */
  accountId: string;
  email: string;
  data: PaymentWidgetData;
}

/**
 * Passed through the provider to the webhook untouched: the payment attempt and what it pays for (a registration
 * and its game, a private game's order, or a promo-code pack's purchase). The backend decides by the invoice, never
 * by these values.
 */
interface PaymentWidgetData {
  paymentId: number;
  registrationId?: number;
  gameId?: number;
  orderId?: number;
  purchaseId?: number;
}

/** Roughly what CloudPayments passes to its callbacks; the web app uses none of it to decide anything. */
interface PaymentWidgetResult {
  invoiceId?: string;
  transactionId?: number;
  /** Why the widget failed, in its own words (e.g. 'User has cancelled', 'Insufficient funds', 'timeout'). */
  reason?: string;
}

export interface PaymentWidgetCallbacks {
  /** The provider accepted the card; confirmation follows by webhook. */
  onSuccess?: (options: PaymentWidgetOptions, result?: PaymentWidgetResult) => void;
  /** Declined, 3-D Secure failed, closed by the payer, or no answer before the widget's timeout. */
  onFail?: (reason: string, options: PaymentWidgetOptions, result?: PaymentWidgetResult) => void;
  /** After either of the above. */
  onComplete?: (result: PaymentWidgetResult & { success: boolean; code?: string | null }, options: PaymentWidgetOptions) => void;
}

interface PaymentWidget {
  /** 'charge' = one-step payment (the only scheme the platform uses). */
  pay(scheme: 'charge', options: PaymentWidgetOptions, callbacks: PaymentWidgetCallbacks): void;
}

export interface PaymentWidgetNamespace {
  CloudPayments: new (settings: PaymentWidgetSettings) => PaymentWidget;
}

/** `window.cp`, defined by the widget script once it has loaded. */
export interface PaymentWidgetWindow {
  cp?: PaymentWidgetNamespace;
}
