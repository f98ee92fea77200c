// The sandbox survey's side of the portal's survey frame (see survey.go).
// Keys pressed in the frame never reach the portal, so Escape here asks the
// portal to close the survey: a message to the parent at the origin the
// portal gave the page (never a wildcard), and only when that origin is the
// frame's parent where the browser names it.
(function () {
  'use strict';

  var thanks = document.getElementById('thanks');
  if (thanks) {
    thanks.focus();
  }

  var origin = document.getElementById('survey').getAttribute('data-parent');
  var ancestors = window.location.ancestorOrigins;
  if (window.parent === window || !origin || (ancestors && ancestors.length > 0 && ancestors[0] !== origin)) {
    return;
  }

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      window.parent.postMessage({ type: 'close' }, origin);
    }
  });
})();
