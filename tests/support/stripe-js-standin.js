// A stand-in for Stripe.js (js.stripe.com), served to Chromium by the browser
// tests because this machine cannot reach Stripe. It offers what the web app
// and @stripe/react-stripe-js call: Stripe(key, { stripeAccount }),
// elements({ clientSecret }), a Payment Element with the card fields, and
// confirmPayment / confirmSetup, which post the card to Stripe's API (routed
// to the tests' StripeStub) with the client secret, as Stripe.js does.
/* global document, window, fetch, setTimeout, URLSearchParams */
(function () {
  'use strict';
  var API = 'https://api.stripe.com/v1';

  function field(container, label, name, placeholder) {
    var wrap = document.createElement('label');
    wrap.style.display = 'block';
    wrap.style.margin = '0 0 8px';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name;
    input.placeholder = placeholder;
    input.autocomplete = 'off';
    input.style.display = 'block';
    input.style.width = '100%';
    input.style.padding = '8px';
    input.style.boxSizing = 'border-box';
    wrap.appendChild(input);
    container.appendChild(wrap);
    return input;
  }

  function paymentElement() {
    var handlers = {};
    var inputs = null;
    var node = null;
    var emit = function (event, payload) {
      (handlers[event] || []).slice().forEach(function (cb) {
        cb(payload || { elementType: 'payment' });
      });
    };
    var element = {
      on: function (event, cb) {
        (handlers[event] = handlers[event] || []).push(cb);
        return this;
      },
      off: function (event, cb) {
        handlers[event] = (handlers[event] || []).filter(function (h) {
          return h !== cb;
        });
        return this;
      },
      update: function () {},
      mount: function (target) {
        node = typeof target === 'string' ? document.querySelector(target) : target;
        var box = document.createElement('div');
        box.setAttribute('data-stripe-standin', 'payment');
        inputs = {
          number: field(box, 'Card number', 'cardnumber', '1234 1234 1234 1234'),
          expiry: field(box, 'Expiration date', 'exp-date', 'MM / YY'),
          cvc: field(box, 'Security code', 'cvc', 'CVC'),
        };
        Object.keys(inputs).forEach(function (k) {
          inputs[k].addEventListener('input', function () {
            emit('change', {
              elementType: 'payment',
              complete: !element._validate(),
              empty: false,
            });
          });
        });
        node.appendChild(box);
        setTimeout(function () {
          emit('ready');
        }, 0);
      },
      unmount: function () {
        if (node) node.innerHTML = '';
      },
      destroy: function () {
        if (node) node.innerHTML = '';
        handlers = {};
      },
      _values: function () {
        var expiry = inputs.expiry.value.split('/');
        return {
          number: inputs.number.value.replace(/\s/g, ''),
          exp_month: (expiry[0] || '').trim(),
          exp_year: '20' + (expiry[1] || '').trim(),
          cvc: inputs.cvc.value.trim(),
        };
      },
      _validate: function () {
        return inputs
          ? validateOf(element)
          : { type: 'validation_error', message: 'Your card number is incomplete.' };
      },
    };
    return element;
  }

  function Stripe(key, options) {
    var account = options && options.stripeAccount;
    var unsupported = function () {
      return Promise.reject(new Error('Not offered by the Stripe.js stand-in'));
    };

    function post(path, params) {
      var body = new URLSearchParams(params);
      body.set('key', key);
      if (account) body.set('_stripe_account', account);
      return fetch(API + path, { method: 'POST', body: body }).then(function (res) {
        return res.json().then(function (json) {
          return { ok: res.ok, body: json };
        });
      });
    }

    function confirm(kind, args) {
      var elements = args.elements;
      var element = elements && elements._payment;
      var problem = element
        ? element._validate()
        : { type: 'validation_error', message: 'No payment form.' };
      if (problem) return Promise.resolve({ error: problem });
      var secret = elements._clientSecret;
      var id = secret.split('_secret_')[0];
      var card = element._values();
      var params = {
        client_secret: secret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': card.number,
        'payment_method_data[card][exp_month]': card.exp_month,
        'payment_method_data[card][exp_year]': card.exp_year,
        'payment_method_data[card][cvc]': card.cvc,
      };
      if (args.confirmParams && args.confirmParams.return_url)
        params.return_url = args.confirmParams.return_url;
      var path = (kind === 'payment' ? '/payment_intents/' : '/setup_intents/') + id + '/confirm';
      return post(path, params).then(function (res) {
        if (!res.ok) return { error: res.body.error };
        return kind === 'payment' ? { paymentIntent: res.body } : { setupIntent: res.body };
      });
    }

    return {
      elements: function (opts) {
        var elements = {
          _clientSecret: opts && opts.clientSecret,
          _payment: null,
          create: function (type) {
            if (type !== 'payment') throw new Error('The stand-in offers the Payment Element only');
            elements._payment = paymentElement();
            return elements._payment;
          },
          getElement: function () {
            return elements._payment;
          },
          update: function () {},
          submit: function () {
            var problem = elements._payment ? elements._payment._validate() : null;
            return Promise.resolve(problem ? { error: problem } : {});
          },
        };
        return elements;
      },
      confirmPayment: function (args) {
        return confirm('payment', args);
      },
      confirmSetup: function (args) {
        return confirm('setup', args);
      },
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      _registerWrapper: function () {},
      registerAppInfo: function () {},
    };
  }

  function validateOf(element) {
    var v = element._values();
    if (!/^\d{15,16}$/.test(v.number))
      return { type: 'validation_error', message: 'Your card number is incomplete.' };
    if (!/^\d{1,2}$/.test(v.exp_month) || !/^20\d{2}$/.test(v.exp_year))
      return { type: 'validation_error', message: 'Your card’s expiration date is incomplete.' };
    if (!/^\d{3,4}$/.test(v.cvc))
      return { type: 'validation_error', message: 'Your card’s security code is incomplete.' };
    return null;
  }

  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
