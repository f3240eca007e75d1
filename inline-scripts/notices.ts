/**
 * The notices' script (components/notices): decides, in the browser, which notices show, since the HTML may be
 * months old and the build cannot know. Runs right after the notices (before first paint, without React), so an
 * expired notice never flashes, and a notice due later appears by itself while the page stays open. Remembers
 * dismissals for the session (sessionStorage, issue 37: a new visit shows the notice again, since its news may have
 * changed). Opens each notice's details on screens wide enough to show its message beside its title.
 */
const root = document.currentScript && document.currentScript.parentElement;
const KEY = 'dismissedNotices';
/** Browsers run a timer longer than 2^31 - 1 ms at once; a far-off change is simply checked again later. */
const LONGEST_TIMER_MS = 2147483647;

if (root) {
  const notices = root;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const dismissed = (): string[] => {
    try {
      const list: unknown = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  };
  const all = () => Array.from(notices.querySelectorAll<HTMLElement>('[data-notice]'));

  const update = () => {
    const now = Date.now();
    let next = Infinity;
    const gone = dismissed();
    for (const notice of all()) {
      const from = Number(notice.getAttribute('data-from'));
      const until = Number(notice.getAttribute('data-until'));
      notice.hidden = !(now >= from && now < until) || gone.includes(notice.getAttribute('data-notice')!);
      if (from > now) next = Math.min(next, from);
      else if (until > now) next = Math.min(next, until);
    }
    clearTimeout(timer);
    if (next < Infinity) timer = setTimeout(update, Math.min(next - now + 20, LONGEST_TIMER_MS));
  };

  // Wider screens show each notice's message beside its title (components/notices): its details is open there, so
  // that assistive technology hears it as shown, and its title does not close it.
  const wide = typeof window.matchMedia === 'function' ? matchMedia('(min-width: 641px)') : { matches: false };
  const openWhenWide = () => notices.querySelectorAll<HTMLDetailsElement>('details[data-notice-details]').forEach((details) => (details.open = wide.matches));
  openWhenWide();
  if ('addEventListener' in wide) wide.addEventListener('change', openWhenWide);

  notices.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (wide.matches && target && target.closest && target.closest('summary')) event.preventDefault();
    const button = target && target.closest ? target.closest('[data-notice-dismiss]') : null;
    if (!button) return;
    const notice = button.closest<HTMLElement>('[data-notice]')!;
    const list = dismissed();
    list.push(notice.getAttribute('data-notice')!);
    try {
      sessionStorage.setItem(KEY, JSON.stringify(list.slice(-50)));
    } catch {
      // Private mode: dismissed for this page only.
    }
    notice.hidden = true;
    update();
    const nextButton = all()
      .filter((other) => !other.hidden)
      .map((other) => other.querySelector<HTMLElement>('[data-notice-dismiss]'))[0];
    const main = document.getElementById('main');
    if (nextButton) nextButton.focus();
    else if (main) main.focus();
  });
  notices.querySelectorAll<HTMLElement>('[data-notice-dismiss]').forEach((button) => {
    button.hidden = false;
  });
  update();
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) update();
  });
}
