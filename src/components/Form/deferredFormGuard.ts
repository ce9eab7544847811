/**
 * Inline in every page's <head>, before anything else runs: a form whose code is deferred
 * (`data-deferred`, see deferredForm.client.tsx) is never posted natively. Until its code has
 * taken over (`data-live`), a submit is held (`data-pending-submit`) and sent by that code as
 * soon as it is there; the first touch, click, focus or key marks the form (`data-intent`) so
 * its code is fetched at once when the page's own scripts start. Allowed by its hash in the CSP.
 */
export const deferredFormGuard =
  "(function(d){function f(e){var t=e.target;return t&&t.closest?t.closest('form[data-deferred]'):null}" +
  "d.addEventListener('submit',function(e){var x=f(e);if(x&&!x.hasAttribute('data-live')){e.preventDefault();x.setAttribute('data-pending-submit','')}},true);" +
  "['pointerdown','touchstart','focusin','keydown','change'].forEach(function(t){d.addEventListener(t,function(e){var x=f(e);if(x)x.setAttribute('data-intent','')},true)})})(document)"
