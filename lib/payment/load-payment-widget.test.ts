import type { PaymentWidgetWindow } from '@/contract/payment-widget';
import { isPaymentWidgetLoadError, loadPaymentWidget } from './load-payment-widget';

const win = window as Window & PaymentWidgetWindow;
const scripts = () => Array.from(document.head.querySelectorAll('script'));

describe('loading the payment widget', () => {
  afterEach(() => {
    delete win.cp;
    for (const script of scripts()) script.remove();
  });

  it('adds the configured script once and resolves with window.cp when it has run', async () => {
    const url = 'https://widget.example.test/one.js';
    const first = loadPaymentWidget(url);
    const second = loadPaymentWidget(url);
    expect(scripts().map((s) => s.src)).toEqual([url]);
    win.cp = { CloudPayments: class {} as never };
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(win.cp);
    await expect(second).resolves.toBe(win.cp);
  });

  it('fails clearly when the script cannot load (blocked, offline) or defines nothing, and tries again next time', async () => {
    const url = 'https://widget.example.test/two.js';
    const failed = loadPaymentWidget(url);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toSatisfy(isPaymentWidgetLoadError);
    expect(scripts()).toHaveLength(0);

    const empty = loadPaymentWidget(url);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(/no window.cp/);
  });

  it('gives up on a script that never answers', async () => {
    await expect(loadPaymentWidget('https://widget.example.test/hung.js', 20)).rejects.toThrow(/timed out/);
  });
});
