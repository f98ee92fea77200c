// What the example pages share: the running system's addresses, read from
// the page's meta tags (bff/cmd/payhub/examples.go fills them in), and the
// token of a signed-in user from the sandbox token issuer, the stand-in for
// the county's own identity provider.
(function () {
  'use strict';

  function meta(name) {
    var el = document.querySelector('meta[name="' + name + '"]');
    return el ? el.getAttribute('content') || '' : '';
  }

  /** The user's token from the identity provider; user is the issuer's token request. */
  function userToken(user) {
    return fetch(meta('payhub-token-issuer') + '/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(user),
      credentials: 'omit',
    }).then(function (resp) {
      if (!resp.ok) throw new Error('The sign-in service answered ' + resp.status + '.');
      return resp.json();
    }).then(function (body) { return body.token; });
  }

  window.ExampleHost = { meta: meta, userToken: userToken };
})();
