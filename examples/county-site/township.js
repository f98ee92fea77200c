// Starlight Township's page script: embeds the embedded-public PayHub site
// starlight/embedded with the SDK for water bill E-100, and signs the
// township's resident in. The resident's token comes from the township's
// identity provider (in the sandbox, PayHub's stand-in issuer) and reaches
// the widget through getJWT; PayHub exchanges it at its login service and
// the widget is signed in as the same resident (spec 000 §6).
(function () {
  'use strict';

  var PAYHUB_ORIGIN = window.ExampleHost.meta('payhub-origin');
  var WATER_BILL_PATH = 'starlight/embedded/utility_bills/E-100';

  var resident = null; // { subject, email, name, emailVerified } once signed in
  var widget = null;

  var $ = function (id) { return document.getElementById(id); };

  /** The resident's token from the township's identity provider, or null for a guest. */
  function getJWT() {
    return resident ? window.ExampleHost.userToken(resident) : Promise.resolve(null);
  }

  function embed() {
    if (widget) widget.destroy();
    widget = null;
    if (!window.PayHub) {
      $('payment-error').textContent = 'Online payment is not available right now. Please try again later.';
      $('payment-error').hidden = false;
      return;
    }
    widget = window.PayHub.embed({
      container: '#payhub-widget',
      origin: PAYHUB_ORIGIN,
      client: 'starlight',
      site: 'embedded',
      route: 'checkout',
      items: [WATER_BILL_PATH],
      language: document.documentElement.lang === 'es' ? 'es' : 'en',
      title: 'Pay your Starlight Township water bill',
      getJWT: getJWT,
      // The widget asks the township to sign its payer in.
      onLogin: function () { $('sign-in-title').focus(); },
      onError: function (error) {
        $('payment-error').textContent = 'The payment form reported a problem (' + error.code + '). Please try again.';
        $('payment-error').hidden = false;
      },
    });
    widget.ready.catch(function () { /* reported through onError */ });
  }

  /** Shows who is signed in and embeds the widget again, so that it asks getJWT. */
  function setResident(value) {
    resident = value;
    $('account-status').textContent = resident ? 'Signed in as ' + resident.name + '.' : 'You are not signed in.';
    $('sign-out').hidden = !resident;
    $('sign-in').hidden = !!resident;
    embed();
  }

  function signIn(event) {
    event.preventDefault();
    var name = $('resident-name').value.trim();
    var email = $('resident-email').value.trim();
    var error = $('sign-in-error');
    if (!name || !$('resident-email').checkValidity() || !email) {
      error.textContent = 'Enter your name and a valid e-mail address.';
      error.hidden = false;
      return;
    }
    error.hidden = true;
    setResident({ subject: 'starlight-' + email.toLowerCase(), email: email, name: name,
      emailVerified: $('resident-confirmed').checked });
  }

  document.addEventListener('DOMContentLoaded', function () {
    var lang = new URLSearchParams(window.location.search).get('lang');
    if (lang === 'es') document.documentElement.lang = 'es';
    $('sign-in-form').addEventListener('submit', signIn);
    $('sign-out').addEventListener('click', function () { setResident(null); });
    embed();
  });
})();
