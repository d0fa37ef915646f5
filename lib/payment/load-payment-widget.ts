import type { PaymentWidgetNamespace, PaymentWidgetWindow } from '@/contract/payment-widget';

/** The widget's script could not be loaded (offline, blocked, or it did not define `window.cp`). */
export class PaymentWidgetLoadError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`The payment widget could not be loaded from ${url} (${reason})`);
    this.name = 'PaymentWidgetLoadError';
  }
}

export const isPaymentWidgetLoadError = (error: unknown): error is PaymentWidgetLoadError => error instanceof PaymentWidgetLoadError;

/** A script that neither loads nor fails (a hung connection) is given up after this long. */
const LOAD_TIMEOUT_MS = 20_000;

const loads = new Map<string, Promise<PaymentWidgetNamespace>>();

/**
 * Loads the configured card payment widget (PAYMENT_WIDGET_URL: CloudPayments' script, or the reference backend's
 * local test widget with the same interface) once per page, when a payment is about to start, and resolves with
 * `window.cp`. Nothing loads it earlier: a visitor who never pays never downloads it. The script is inserted by our
 * own code, so the nonce policy's 'strict-dynamic' trusts it; the policy also names its origin (proxy.ts). A failed
 * load is forgotten, so the next attempt tries again.
 */
export function loadPaymentWidget(url: string, timeoutMs = LOAD_TIMEOUT_MS): Promise<PaymentWidgetNamespace> {
  const win = window as Window & PaymentWidgetWindow;
  const ready = loads.get(url);
  if (ready) return ready;
  // Already on the page (its script was loaded by an earlier payment, or by the page itself).
  if (win.cp?.CloudPayments) return Promise.resolve(win.cp);
  const load = new Promise<PaymentWidgetNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new PaymentWidgetLoadError(url, reason));
    };
    const timer = setTimeout(() => fail('timed out'), timeoutMs);
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => {
      clearTimeout(timer);
      if (win.cp?.CloudPayments) resolve(win.cp);
      else fail('no window.cp after loading');
    });
    script.addEventListener('error', () => fail('network or policy error'));
    document.head.append(script);
  });
  loads.set(url, load);
  load.catch(() => loads.delete(url));
  return load;
}
