/*
 * The public pages' one classic script (apps/web/vite.config.ts, firstPaintFirst): a deferred file, as the
 * CSP allows no inline script. Four jobs, before the app's modules have come (on a slow phone network they
 * take seconds after the first paint):
 *
 * 1. Start the app's entry module, named in this tag's data attribute, once the page drawn by the server
 *    has been painted. "Painted" means the first contentful paint as the browser reports it (after the
 *    frame is presented), not the next animation frame: the frame's callbacks run before it is presented,
 *    so a module fetched from there started before the paint, and Lighthouse's simulation then counts all
 *    the scripts as needed for the first and the largest paint (FCP and LCP up to twice as long on slow
 *    4G). Started at once in a hidden tab or for a page the server did not draw (neither paints anything
 *    before), and after a few seconds at most whatever happens. No `modulepreload` links: each one
 *    appended costs Chromium 1 to 5 ms of main thread, while the entry names the same chunks in its
 *    static imports, which the browser fetches in parallel as soon as it has parsed it.
 *
 * 2. Obey the first taps (issue 30, README « Langue »): until React has taken the page over, the phone
 *    menu's button opens and closes the menu the server drew hidden (the header picks its state up when it
 *    hydrates), and the language link, which the server draws to the page in the other language, is
 *    followed once: more taps while that page loads would start its navigation again; what this page was
 *    still downloading is stopped, so the page asked for has the whole of a slow link.
 */
(() => {
  var tag = document.currentScript;
  var root = document.getElementById('root');

  function start() {
    if (!tag) return;
    var self = tag;
    tag = null;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = self.getAttribute('data-entry');
    document.head.appendChild(script);
  }

  /*
   * React marks each element it has hydrated with a `__reactFiber$…` key. Its root container is marked as
   * soon as hydration starts, which may take seconds on a phone (or wait for a chunk): a tap meanwhile
   * reaches React first, and if React cannot finish hydrating at once it leaves the tap to the browser.
   * So the element tapped, not the container, says whether React has it.
   */
  function reactOwns(element) {
    for (var key in element) if (key.indexOf('__reactFiber') === 0) return true;
    return false;
  }

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || !event.target || !event.target.closest) return;
    var link = event.target.closest('a[data-language-switch]');
    if (link && reactOwns(link)) return;
    // A new tab or window asked for (modifier keys, middle button) leaves this page as it is.
    if (link && (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)) return;
    if (link) {
      event.preventDefault();
      if (link.hasAttribute('data-following')) return;
      link.setAttribute('data-following', '');
      // The modules still downloading for this page would share the slow link with the page asked for:
      // stopped first (window.stop() also stops a navigation, hence the navigation started after it).
      window.stop();
      location.assign(link.href);
      // A navigation stopped by the visitor leaves the link usable again.
      setTimeout(() => {
        link.removeAttribute('data-following');
      }, 10000);
      return;
    }
    var button = event.target.closest('button[aria-controls="mobile-menu"]');
    var menu = button && !reactOwns(button) && document.getElementById('mobile-menu');
    if (!menu) return;
    var open = menu.hasAttribute('hidden');
    if (open) menu.removeAttribute('hidden');
    else menu.setAttribute('hidden', '');
    button.setAttribute('aria-expanded', String(open));
    var label = button.getAttribute(open ? 'data-label-close' : 'data-label-open');
    if (label) button.setAttribute('aria-label', label);
  });

  /*
   * 3. A search box marked `data-submit-when-typed` (the /inscrits search, a GET form the server answers)
   *    is sent once the visitor pauses typing, while React does not have it yet: the server's filtered page
   *    comes in about a second on a slow network, where the app takes several. The box's id is kept for
   *    the page that comes, which gives it the focus back; what was typed meanwhile is carried over too.
   */
  var typing;
  var sent;
  document.addEventListener('input', (event) => {
    var box = event.target;
    // biome-ignore lint/complexity/useOptionalChain: `?.` is younger than module scripts (see below)
    if (!(box && box.form) || !box.hasAttribute('data-submit-when-typed') || reactOwns(box)) return;
    clearTimeout(typing);
    typing = setTimeout(() => {
      if (reactOwns(box)) return;
      sent = box;
      window.stop();
      box.form.submit();
    }, 400);
  });
  window.addEventListener('pagehide', () => {
    if (!sent) return;
    try {
      sessionStorage.setItem('typed-search', JSON.stringify({ id: sent.id, value: sent.value, at: Date.now() }));
    } catch (_) {}
  });
  function carryTypedSearch() {
    // Only the page a typed search was sent to can have one to carry: a GET form's answer, with its query
    // and its box. Every other page skips the storage, whose first read is a synchronous trip to the
    // browser process (2 ms of this script's 7 at full speed, four times that on a slow phone).
    if (!location.search || !document.querySelector('[data-submit-when-typed]')) return;
    var typed = JSON.parse(sessionStorage.getItem('typed-search') || 'null');
    sessionStorage.removeItem('typed-search');
    // A search whose answer never came (a page without the box in between) is not replayed later.
    var again = typed && Date.now() - typed.at < 60000 && document.getElementById(typed.id);
    if (!again || reactOwns(again)) return;
    again.focus();
    if (again.value === typed.value) return again.setSelectionRange(again.value.length, again.value.length);
    again.value = typed.value;
    again.dispatchEvent(new Event('input', { bubbles: true }));
  }
  try {
    carryTypedSearch();
  } catch (_) {}

  /*
   * 4. A form that only the app can send (the contact, volunteers' and press forms: `data-needs-script`),
   *    sent before React has it, would reload the page and lose what was typed: the sending is held back
   *    (the form marked `data-submit-waiting` and busy, its button dimmed) and the form's hook sends it
   *    once hydrated. Caught in the capture phase, before React's own listener could let the browser's
   *    sending through.
   */
  document.addEventListener(
    'submit',
    (event) => {
      var form = event.target;
      // biome-ignore lint/complexity/useOptionalChain: `?.` is younger than module scripts (see below)
      if (!(form && form.hasAttribute && form.hasAttribute('data-needs-script')) || reactOwns(form)) return;
      event.preventDefault();
      event.stopPropagation();
      form.setAttribute('data-submit-waiting', '');
      form.setAttribute('aria-busy', 'true');
    },
    true,
  );

  function soon() {
    setTimeout(start, 0);
  }
  // A page the server did not draw (the back-office's shell) has nothing to paint before its scripts.
  // biome-ignore lint/complexity/useOptionalChain: `?.` is younger than module scripts: a browser that runs the app may not parse it
  if (document.visibilityState === 'hidden' || !(root && root.firstElementChild)) return start();
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 4000);
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(soon);
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
})();
