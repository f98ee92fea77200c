// The sandbox chat assistant's side of the chatbot frame (see chatbot.go).
// It only ever talks to the page that framed it, at that page's exact
// origin, and only listens to that page.
(function () {
  'use strict';

  // The framing page's origin: Chromium names it in ancestorOrigins; other
  // browsers send it as the referrer (the portal's policy sends the origin).
  function parentOrigin() {
    var ancestors = window.location.ancestorOrigins;
    if (ancestors && ancestors.length > 0) {
      return ancestors[0];
    }
    try {
      return new URL(document.referrer).origin;
    } catch (error) {
      return null;
    }
  }

  var origin = parentOrigin();
  var status = document.getElementById('status');
  if (window.parent === window || !origin || origin === 'null') {
    status.textContent = 'Open this page inside the portal to try it.';
    return;
  }

  var size = { width: 352, height: 520 };

  function post(message) {
    window.parent.postMessage(message, origin);
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin || event.source !== window.parent || !event.data) {
      return;
    }
    if (event.data.type === 'open') {
      post({ type: 'open', width: size.width, height: size.height });
      status.textContent = 'The chat is open.';
    } else if (event.data.type === 'close') {
      status.textContent = 'The chat is closed.';
    }
  });

  var resize = document.getElementById('resize');
  resize.addEventListener('click', function () {
    var taller = size.height === 520;
    size.height = taller ? 640 : 520;
    resize.textContent = taller ? 'Make the chat shorter' : 'Make the chat taller';
    post({ type: 'resize', width: size.width, height: size.height });
  });

  document.getElementById('close').addEventListener('click', function () {
    post({ type: 'close' });
  });

  post({ type: 'loaded' });
})();
