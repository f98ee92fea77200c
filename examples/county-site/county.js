// Sunshine County's page script: embeds the PayHub pay widget with the SDK
// (contracts §5, sdk/README.md) for the property tax bill on this page,
// and plays the county's own sign-in for a resident, whose token comes from
// the county's identity provider (in the sandbox, PayHub's stand-in issuer)
// and reaches the widget through getJWT.
(function () {
  'use strict';

  var PAYHUB_ORIGIN = window.ExampleHost.meta('payhub-origin');
  // The payable path of account R100-001 (contracts §6; the same path the
  // portal's checkout link ?items= carries).
  var PROPERTY_TAX_PATH = 'sunshine/demo/property_tax/2026/R100-001';
  // The county's signed-in resident, as its identity provider knows them.
  var RESIDENT = { subject: 'sunshine-resident-1001', email: 'jordan.rivera@example.com', name: 'Jordan Rivera' };

  var signedIn = false;
  var widget = null;

  var $ = function (id) { return document.getElementById(id); };

  /** The resident's token from the county's identity provider, or null for a guest. */
  function getJWT() {
    return signedIn ? window.ExampleHost.userToken(RESIDENT) : Promise.resolve(null);
  }

  function showError(message) {
    var box = $('payment-error');
    box.textContent = message;
    box.hidden = false;
  }

  function closeWidget() {
    if (widget) widget.destroy();
    widget = null;
  }

  function openPayment() {
    $('thank-you').hidden = true;
    $('payment-error').hidden = true;
    $('payment').hidden = false;
    closeWidget();
    if (!window.PayHub) {
      showError('Online payment is not available right now. Please try again later or pay by mail.');
      return;
    }
    widget = window.PayHub.embed({
      container: '#payhub-widget',
      origin: PAYHUB_ORIGIN,
      client: 'sunshine',
      site: 'demo',
      route: 'checkout',
      items: [PROPERTY_TAX_PATH],
      language: document.documentElement.lang === 'es' ? 'es' : 'en',
      hideReceipt: true,
      title: 'Pay your Sunshine County property tax',
      getJWT: getJWT,
      onLogin: function () { setSignedIn(true); },
      onPaymentComplete: thankYou,
      onError: function (error) {
        showError('The payment form reported a problem (' + error.code + '). Please try again.');
      },
    });
    widget.ready.catch(function () { /* reported through onError */ });
    $('payment-title').focus();
  }

  /** Shows the thank-you panel with the payment's confirmation number. */
  function thankYou(payment) {
    closeWidget();
    $('payment').hidden = true;
    $('confirmation-number').textContent = payment.confirmationNumber;
    $('thank-you-total').textContent = '$' + Number(payment.total).toLocaleString('en-US',
      { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    $('thank-you').hidden = false;
    $('thank-you-title').focus();
  }

  /**
   * Signs the resident in or out. An open widget is embedded again so that
   * it asks getJWT for the new state.
   */
  function setSignedIn(value) {
    signedIn = value;
    $('sign-in').textContent = signedIn ? 'Sign out' : 'Sign in';
    $('account-status').textContent = signedIn ? 'Signed in as ' + RESIDENT.name + '.' : 'You are not signed in.';
    if (widget) openPayment();
  }

  document.addEventListener('DOMContentLoaded', function () {
    $('pay-property-tax').addEventListener('click', openPayment);
    $('sign-in').addEventListener('click', function () { setSignedIn(!signedIn); });
    $('close-payment').addEventListener('click', function () {
      closeWidget();
      $('payment').hidden = true;
      $('pay-property-tax').focus();
    });
  });
})();
