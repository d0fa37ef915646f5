/**
 * The local test widget (GET /dev/payments/widget.js, demo mode only): `window.cp.CloudPayments` with the real
 * widget's interface (contract/payment-widget.ts). `pay('charge', options, callbacks)` opens an accessible dialog in
 * the page (labelled card form, focus kept inside, Escape cancels, a live region announces progress), charges the
 * card at the local provider, shows the 3-D Secure page in a frame when the card asks for it, and reports through
 * the same callbacks as the real widget. It decides nothing: the provider's webhook does.
 */
export function testWidgetScript(options: { apiOrigin: string; timeoutMs: number }): string {
  return `/* Local test payment widget (CloudPayments-compatible interface). Demo mode only. */
(function () {
  'use strict';
  var script = document.currentScript;
  var API = script && script.src ? new URL(script.src).origin : ${JSON.stringify(options.apiOrigin)};
  var TIMEOUT_MS = ${Number(options.timeoutMs)};
  var TEXTS = {
    'ru-RU': {
      title: 'Оплата картой', test: 'Тестовый режим: деньги не списываются.', number: 'Номер карты', expiry: 'Срок действия (ММ/ГГ)',
      cvc: 'CVC', pay: 'Оплатить', cancel: 'Отмена', processing: 'Обработка платежа…', waiting: 'Ожидаем ответа банка…',
      challenge: 'Подтвердите платёж на странице банка.', badNumber: 'Введите номер карты: от 13 до 19 цифр.',
      badExpiry: 'Введите срок действия карты в будущем, например 12/30.', badCvc: 'Введите три цифры CVC.',
      cards: 'Тестовые карты', frame: 'Подтверждение платежа 3-D Secure'
    },
    'en-US': {
      title: 'Card payment', test: 'Test mode: no money is taken.', number: 'Card number', expiry: 'Expiry date (MM/YY)',
      cvc: 'CVC', pay: 'Pay', cancel: 'Cancel', processing: 'Processing the payment…', waiting: 'Waiting for the bank’s answer…',
      challenge: 'Confirm the payment on the bank’s page.', badNumber: 'Enter the card number: 13 to 19 digits.',
      badExpiry: 'Enter an expiry date in the future, for example 12/30.', badCvc: 'Enter the 3 digits of the CVC.',
      cards: 'Test cards', frame: '3-D Secure payment confirmation'
    }
  };
  var CARDS = [
    ['4242 4242 4242 4242', { 'ru-RU': 'успешная оплата', 'en-US': 'success' }],
    ['4000 0000 0000 0002', { 'ru-RU': 'отказ банка', 'en-US': 'declined' }],
    ['4000 0000 0000 3220', { 'ru-RU': '3-D Secure', 'en-US': '3-D Secure' }],
    ['4000 0000 0000 0119', { 'ru-RU': 'нет ответа', 'en-US': 'no answer' }],
    ['4000 0000 0000 0077', { 'ru-RU': 'подтверждение позже', 'en-US': 'confirmed later' }]
  ];
  var STYLE = [
    '.cpt-backdrop{position:fixed;inset:0;z-index:2147483000;background:rgba(22,23,27,.6);display:flex;align-items:center;justify-content:center;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#16171b}',
    '.cpt-dialog{background:#fff;border-radius:16px;max-width:420px;width:100%;max-height:calc(100vh - 32px);overflow:auto;padding:24px;box-shadow:0 16px 48px rgba(0,0,0,.3)}',
    '.cpt-dialog h2{margin:0 0 4px;font-size:1.25rem}',
    '.cpt-note{margin:0 0 12px;color:#4a4c54;font-size:.875rem}',
    '.cpt-amount{font-size:1.5rem;font-weight:700;margin:8px 0 16px}',
    '.cpt-dialog label{display:block;font-weight:600;margin-top:12px}',
    '.cpt-dialog input{box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;border:1px solid #6b6e76;border-radius:10px;font:inherit;color:#16171b;background:#fff}',
    '.cpt-dialog input[aria-invalid=true]{border-color:#b42318}',
    '.cpt-row{display:flex;gap:12px}.cpt-row>div{flex:1}',
    '.cpt-error{color:#b42318;margin:4px 0 0;font-size:.875rem}',
    '.cpt-actions{display:flex;gap:12px;margin-top:20px}',
    '.cpt-dialog button{min-height:44px;padding:8px 16px;border-radius:10px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #16171b}',
    '.cpt-pay{background:#16171b;color:#fff;flex:1}.cpt-cancel{background:#fff;color:#16171b}',
    '.cpt-dialog button:disabled{opacity:.7;cursor:progress}',
    '.cpt-status{min-height:1.5em;margin:12px 0 0;font-weight:600}',
    '.cpt-cards{margin-top:16px;font-size:.875rem;color:#4a4c54}.cpt-cards ul{margin:4px 0 0;padding-left:20px}',
    '.cpt-frame{width:100%;height:320px;border:1px solid #c9cad0;border-radius:10px;margin-top:12px}',
    '.cpt-dialog :focus-visible{outline:3px solid #2b59ff;outline-offset:2px}'
  ].join('');

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { node.appendChild(child); });
    return node;
  }

  function money(amount, currency, language) {
    try { return new Intl.NumberFormat(language, { style: 'currency', currency: currency }).format(amount); }
    catch (e) { return amount + ' ' + currency; }
  }

  function validExpiry(value) {
    var match = /^(\\d{2})\\s*\\/\\s*(\\d{2})$/.exec(value.trim());
    if (!match) return false;
    var month = Number(match[1]);
    var year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) return false;
    var now = new Date();
    return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
  }

  var openDialog = null;

  function open(language, options, callbacks) {
    if (openDialog) openDialog.close(false, 'Another payment is in progress');
    var t = TEXTS[language];
    var uid = 'cpt-' + Math.random().toString(36).slice(2);
    var previous = document.activeElement;
    var finished = false;
    var transactionId = null;
    var waitTimer = null;
    var pollTimer = null;

    if (!document.getElementById('cpt-style')) document.head.appendChild(el('style', { id: 'cpt-style', text: STYLE }));

    function field(name, label, attrs) {
      var input = el('input', Object.assign({ id: uid + '-' + name, name: name, 'aria-describedby': uid + '-' + name + '-error', required: '' }, attrs));
      var error = el('p', { id: uid + '-' + name + '-error', class: 'cpt-error' });
      return { input: input, error: error, box: el('div', {}, [el('label', { for: input.id, text: label }), input, error]) };
    }
    var number = field('number', t.number, { inputmode: 'numeric', autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' });
    var expiry = field('expiry', t.expiry, { inputmode: 'numeric', autocomplete: 'cc-exp', placeholder: '12/30' });
    var cvc = field('cvc', t.cvc, { inputmode: 'numeric', autocomplete: 'cc-csc', maxlength: '4' });
    var payButton = el('button', { type: 'submit', class: 'cpt-pay', text: t.pay + ' ' + money(options.amount, options.currency, language) });
    var cancelButton = el('button', { type: 'button', class: 'cpt-cancel', text: t.cancel });
    var status = el('p', { class: 'cpt-status', role: 'status', 'aria-live': 'polite' });
    var form = el('form', { novalidate: '' }, [number.box, el('div', { class: 'cpt-row' }, [expiry.box, cvc.box]), el('div', { class: 'cpt-actions' }, [payButton, cancelButton])]);
    var list = el('ul', {}, CARDS.map(function (card) { return el('li', { text: card[0] + ' \\u2014 ' + card[1][language] }); }));
    var dialog = el('div', { class: 'cpt-dialog', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': uid + '-title', 'aria-describedby': uid + '-desc' }, [
      el('h2', { id: uid + '-title', text: t.title }),
      el('p', { class: 'cpt-note', text: t.test }),
      el('p', { id: uid + '-desc', text: options.description || '' }),
      el('p', { class: 'cpt-amount', text: money(options.amount, options.currency, language) }),
      form,
      status,
      el('div', { class: 'cpt-cards' }, [el('p', { text: t.cards, style: 'margin:0' }), list])
    ]);
    var backdrop = el('div', { class: 'cpt-backdrop' }, [dialog]);
    document.body.appendChild(backdrop);
    number.input.focus();

    function focusables() {
      return Array.prototype.filter.call(dialog.querySelectorAll('button, input, iframe, [tabindex]'), function (node) { return !node.disabled && !node.closest('[hidden]'); });
    }
    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); cancel(); return; }
      if (event.key !== 'Tab') return;
      var nodes = focusables();
      if (nodes.length === 0) return;
      var first = nodes[0];
      var last = nodes[nodes.length - 1];
      if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
    }
    document.addEventListener('keydown', onKey, true);

    function close(success, reason) {
      if (finished) return;
      finished = true;
      clearTimeout(waitTimer);
      clearInterval(pollTimer);
      window.removeEventListener('message', onMessage);
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      openDialog = null;
      if (previous && typeof previous.focus === 'function') previous.focus();
      var result = { invoiceId: options.invoiceId, transactionId: transactionId, reason: reason || undefined };
      if (success) { if (callbacks.onSuccess) callbacks.onSuccess(options, result); }
      else if (callbacks.onFail) callbacks.onFail(reason || 'Declined', options, result);
      if (callbacks.onComplete) callbacks.onComplete({ success: success, code: success ? null : reason || null, invoiceId: options.invoiceId, transactionId: transactionId }, options);
    }
    openDialog = { close: close };

    function cancel() {
      if (transactionId !== null && pollTimer !== null) {
        fetch(API + '/dev/payments/transactions/' + transactionId + '/cancel', { method: 'POST' }).catch(function () {});
      }
      close(false, 'User has cancelled');
    }
    cancelButton.addEventListener('click', cancel);

    function settle(tx) {
      if (tx.status === 'completed' || tx.status === 'confirming') close(true);
      else if (tx.status === 'declined') close(false, tx.reason || 'Declined');
    }
    function onMessage(event) {
      if (event.origin !== API || !event.data || event.data.type !== 'cp-test-3ds' || event.data.transactionId !== transactionId) return;
      settle(event.data);
    }

    function showError(f, message) {
      f.error.textContent = message || '';
      if (message) f.input.setAttribute('aria-invalid', 'true'); else f.input.removeAttribute('aria-invalid');
      return !message;
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var digits = number.input.value.replace(/\\D/g, '');
      var ok = [
        showError(number, digits.length >= 13 && digits.length <= 19 ? '' : t.badNumber),
        showError(expiry, validExpiry(expiry.input.value) ? '' : t.badExpiry),
        showError(cvc, /^\\d{3,4}$/.test(cvc.input.value.trim()) ? '' : t.badCvc)
      ];
      var firstBad = [number, expiry, cvc][ok.indexOf(false)];
      if (firstBad) { firstBad.input.focus(); return; }
      payButton.disabled = true;
      status.textContent = t.processing;
      fetch(API + '/dev/payments/charge', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ publicId: options.publicId, invoiceId: options.invoiceId, amount: options.amount, currency: options.currency,
          accountId: options.accountId, email: options.email, description: options.description, data: options.data, cardNumber: digits })
      })
        .then(function (response) { if (!response.ok) throw new Error('HTTP ' + response.status); return response.json(); })
        .then(function (reply) {
          transactionId = reply.transactionId;
          if (reply.status === 'completed' || reply.status === 'completed_later') close(true);
          else if (reply.status === 'declined') close(false, reply.reason || 'Declined');
          else if (reply.status === 'no_answer') {
            status.textContent = t.waiting;
            waitTimer = setTimeout(function () { close(false, 'timeout'); }, TIMEOUT_MS);
          } else if (reply.status === 'three_ds') {
            status.textContent = t.challenge;
            // The card fields give way to the bank's page; Cancel stays, so the payer can always leave.
            [number.box, expiry.box.parentNode, payButton].forEach(function (node) { node.hidden = true; });
            var frame = el('iframe', { class: 'cpt-frame', title: t.frame, src: API + reply.challengeUrl + '?lang=' + encodeURIComponent(language) });
            dialog.insertBefore(frame, status);
            window.addEventListener('message', onMessage);
            pollTimer = setInterval(function () {
              fetch(API + '/dev/payments/transactions/' + transactionId).then(function (r) { return r.json(); }).then(settle).catch(function () {});
            }, 1500);
            frame.focus();
          }
        })
        .catch(function () { close(false, 'Network error'); });
    });
  }

  function CloudPayments(settings) {
    this.language = settings && settings.language === 'ru-RU' ? 'ru-RU' : 'en-US';
  }
  CloudPayments.prototype.pay = function (scheme, options, callbacks) {
    open(this.language, options, callbacks || {});
  };
  window.cp = { CloudPayments: CloudPayments };
})();
`;
}
