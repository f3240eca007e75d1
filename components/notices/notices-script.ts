/**
 * The few lines that decide, in the browser, which notices show: the HTML may be months old, so the build
 * cannot know. Runs inline right after the notices (before first paint, without React), so an expired notice
 * never flashes, and a notice due later appears by itself while the page stays open. Plain ES2017 in a
 * string: it is sent as it is, and the server's CSP allows it by its hash.
 */
export const NOTICES_SCRIPT = `(function () {
  var root = document.currentScript && document.currentScript.parentNode;
  if (!root) return;
  var KEY = 'dismissedNotices';
  var timer;
  function dismissed() {
    try { var list = JSON.parse(localStorage.getItem(KEY) || '[]'); return Array.isArray(list) ? list : []; } catch (error) { return []; }
  }
  function notices() { return Array.prototype.slice.call(root.querySelectorAll('[data-notice]')); }
  function update() {
    var now = Date.now();
    var next = Infinity;
    var gone = dismissed();
    notices().forEach(function (notice) {
      var from = Number(notice.getAttribute('data-from'));
      var until = Number(notice.getAttribute('data-until'));
      notice.hidden = !(now >= from && now < until) || gone.indexOf(notice.getAttribute('data-notice')) >= 0;
      if (from > now) next = Math.min(next, from);
      else if (until > now) next = Math.min(next, until);
    });
    clearTimeout(timer);
    // Browsers run a timer longer than 2^31 - 1 ms at once; a far-off change is simply checked again later.
    if (next < Infinity) timer = setTimeout(update, Math.min(next - now + 20, 2147483647));
  }
  root.addEventListener('click', function (event) {
    var button = event.target && event.target.closest ? event.target.closest('[data-notice-dismiss]') : null;
    if (!button) return;
    var notice = button.closest('[data-notice]');
    var list = dismissed();
    list.push(notice.getAttribute('data-notice'));
    try { localStorage.setItem(KEY, JSON.stringify(list.slice(-50))); } catch (error) { /* private mode: dismissed for this page only */ }
    notice.hidden = true;
    update();
    var nextButton = notices().filter(function (other) { return !other.hidden; }).map(function (other) { return other.querySelector('[data-notice-dismiss]'); })[0];
    var main = document.getElementById('main');
    if (nextButton) nextButton.focus();
    else if (main) main.focus();
  });
  root.querySelectorAll('[data-notice-dismiss]').forEach(function (button) { button.hidden = false; });
  update();
  document.addEventListener('visibilitychange', function () { if (!document.hidden) update(); });
})();`;
