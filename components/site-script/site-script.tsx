import { GO_TO_TOP_THRESHOLD } from '@/components/go-to-top/go-to-top';
import {
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESS_MAX_WAIT_MS,
  ENHANCED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  NATIVE_ATTRIBUTE,
  REPLAY_ATTRIBUTE,
  START_EVENT,
} from '@/lib/early-press';
import { INSIGHT_SCRIPT } from './insight-script';

/**
 * The layout's one inline script: the few behaviours every page needs that HTML and CSS cannot give alone,
 * working from the first paint, long before the framework arrives (scripts/defer-framework.ts starts it on the
 * reader's first interaction or when the browser is idle). It only listens on the document and changes
 * attributes, never text or structure, so the framework's hydration later finds the HTML as it was built.
 *
 * - Navigation (components/main-nav): a press outside the navigation closes its open dropdown and menu;
 *   Escape closes the innermost one and returns focus to its toggle; tabbing out of a dropdown closes it;
 *   ArrowDown on a dropdown's toggle opens it at its first link; the arrow keys, Home and End move between
 *   its links. Without JavaScript the dropdowns still open and close natively, one at a time.
 * - Go to top (components/go-to-top): where the browser has no scroll-driven animations, marks the page as
 *   scrolled past the threshold so the CSS can show the button.
 * - Videos marked `data-play-visible="<share>"` play muted while that share of them is on screen and pause
 *   otherwise (not for readers who prefer reduced motion); without JavaScript they keep their controls.
 * - A press on an island's control before its island is ready (the chat launcher, a photo tile, a calendar
 *   day) is held and done again once the island is, exactly once (the contract is in lib/early-press.ts):
 *   the press a slow phone makes before the framework has arrived opens the chat box or the lightbox, as the
 *   same press a second later does, instead of the link's no-JavaScript fallback.
 * - Page views for the school's own insight, and the admission form's first input (./insight-script.ts).
 *
 * Static text (no content, no build date), so its CSP hash is the same on every page and every build. Kept
 * short: it is in every page's first 14 KB, the first round trip on a slow connection.
 */
export const SITE_SCRIPT = `(function(){
var d=document,html=d.documentElement,held=0,q=null;
function drop(){if(!q)return;q.c.removeAttribute("${EARLY_PRESS_ATTRIBUTE}");q.c.removeAttribute("aria-busy");q.o.disconnect();clearTimeout(q.t);q=null}
d.addEventListener("click",function(e){var c=e.target.closest&&e.target.closest("[${REPLAY_ATTRIBUTE}]"),r=c&&c.closest("[${ISLAND_ATTRIBUTE}]"),k,p;
if(!r||r.hasAttribute("${ENHANCED_ATTRIBUTE}")||r.hasAttribute("${NATIVE_ATTRIBUTE}")||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;
e.preventDefault();drop();k=c.getAttribute("${REPLAY_ATTRIBUTE}");c.setAttribute("${EARLY_PRESS_ATTRIBUTE}","");c.setAttribute("aria-busy","true");
p=q={c:c,o:new MutationObserver(function(){if(q!==p||!r.hasAttribute("${ENHANCED_ATTRIBUTE}"))return;drop();
if(!c.isConnected)c=r.querySelector("[${REPLAY_ATTRIBUTE}=\\""+CSS.escape(k)+"\\"]");if(c)c.click()}),
t:setTimeout(function(){drop();r.setAttribute("${NATIVE_ATTRIBUTE}","")},${EARLY_PRESS_MAX_WAIT_MS})};
q.o.observe(r,{attributeFilter:["${ENHANCED_ATTRIBUTE}"]});dispatchEvent(new Event("${START_EVENT}"))},true);
function nav(n){return n&&n.closest?n.closest("[data-site-nav]"):null}
function open(s){return [].filter.call(s.querySelectorAll("details[open]"),nav)}
function shut(l){l.forEach(function(x){x.open=false})}
d.addEventListener("pointerdown",function(e){var n=nav(e.target);held=!!n;if(q&&!q.c.contains(e.target))drop();d.querySelectorAll("[data-site-nav]").forEach(function(m){if(m!=n)shut(open(m))})},true);
["pointerup","pointercancel"].forEach(function(t){d.addEventListener(t,function(){held=0},true)});
d.addEventListener("keydown",function(e){var k=e.key,t=e.target,o,g,a,i;
if(q&&!(q.c.contains(t)&&(k=="Enter"||k==" ")))drop();
if(k=="Escape"){o=open(d).pop();if(o){o.open=false;o.querySelector("summary").focus()}return}
g=nav(t)&&t.closest("details[data-nav-group]");if(!g)return;
a=[].slice.call(g.querySelectorAll("ul a[href]"));i=a.indexOf(d.activeElement);
if(t.tagName=="SUMMARY"){if(k=="ArrowDown"&&a[0]){e.preventDefault();g.open=true;a[0].focus()}return}
k={ArrowDown:i+1,ArrowUp:i-1,Home:0,End:a.length-1}[k];
if(i<0||k==null)return;e.preventDefault();a[(k+a.length)%a.length].focus()});
d.addEventListener("focusout",function(e){var g=e.target.closest&&e.target.closest("details[data-nav-group][open]");if(g&&e.relatedTarget&&!g.contains(e.relatedTarget)&&!held)g.open=false});
d.addEventListener("click",function(e){var n=nav(e.target.closest&&e.target.closest("a[href]"));if(n)shut(open(n))});
if(!(window.CSS&&CSS.supports&&CSS.supports("animation-timeline","scroll()"))){var s=function(){html.toggleAttribute("data-scrolled",scrollY>${GO_TO_TOP_THRESHOLD})};addEventListener("scroll",s,{passive:true});s()}
d.addEventListener("DOMContentLoaded",function(){if(!window.IntersectionObserver||matchMedia("(prefers-reduced-motion: reduce)").matches)return;
d.querySelectorAll("video[data-play-visible]").forEach(function(v){var r=+v.dataset.playVisible;
new IntersectionObserver(function(l){l.forEach(function(x){if(x.isIntersecting&&x.intersectionRatio>=r)v.play().catch(function(){});else v.pause()})},{threshold:r}).observe(v)})})
${INSIGHT_SCRIPT}
})()`.replace(/\n/g, '');

/** Placed first in <body>: its listeners are on the document, so it serves every element parsed after it. */
export function SiteScript() {
  return <script dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} />;
}
