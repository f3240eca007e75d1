/**
 * The gallery's script (components/gallery-browser), run as the page is parsed, right after the filters and
 * before the grid: chooses the category a shared address names (`?category=celebrations`, else All) and, at the
 * first frame (not mid-parse, which would force a layout), brings it into view in the sideways-scrolling row on
 * phones; then keeps the address in step with the chosen category, so it can be shared.
 */
import { ALL_SLUG, CATEGORY_NAME, CATEGORY_PARAMETER } from '@/components/gallery-browser/gallery-names';

const gallery = document.currentScript!.parentElement!;
const radios = Array.from(gallery.querySelectorAll<HTMLInputElement>(`input[name="${CATEGORY_NAME}"]`));
const bySlug = (slug: string) => radios.find((radio) => radio.value === slug);
const named = (new URLSearchParams(location.search).get(CATEGORY_PARAMETER) || '').trim().toLowerCase();
const chosen = (bySlug(named) || bySlug(ALL_SLUG))!;
chosen.checked = true;
const row = chosen.parentElement!;
const label = chosen.nextElementSibling as HTMLElement;
// The scrolling row's padding: the chosen filter sits a little in from its edge.
requestAnimationFrame(() => {
  if (row.scrollWidth > row.clientWidth) row.scrollLeft = label.offsetLeft - row.offsetLeft - 16;
});

gallery.addEventListener('change', (event) => {
  const radio = event.target as HTMLInputElement;
  if (radio.name !== CATEGORY_NAME) return;
  const params = new URLSearchParams(location.search);
  if (radio.value === ALL_SLUG) params.delete(CATEGORY_PARAMETER);
  else params.set(CATEGORY_PARAMETER, radio.value);
  const query = params.toString();
  history.replaceState(history.state, '', location.pathname + (query ? `?${query}` : '') + location.hash);
});
