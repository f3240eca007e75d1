import { GO_TO_TOP_THRESHOLD } from '@/components/go-to-top/go-to-top';

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
 *
 * Static text (no content, no build date), so its CSP hash is the same on every page and every build.
 */
export const SITE_SCRIPT = `(function(){
var d=document,root=d.documentElement,pressedInside=false;
function nav(node){return node&&node.closest?node.closest("[data-site-nav]"):null}
function openIn(scope){return [].slice.call(scope.querySelectorAll("details[open]")).filter(nav)}
function close(list){list.forEach(function(x){x.open=false})}
function links(group){return [].slice.call(group.querySelectorAll("ul a[href]"))}
d.addEventListener("pointerdown",function(e){var inside=nav(e.target);pressedInside=!!inside;d.querySelectorAll("[data-site-nav]").forEach(function(n){if(n!==inside)close(openIn(n))})},true);
["pointerup","pointercancel"].forEach(function(t){d.addEventListener(t,function(){pressedInside=false},true)});
d.addEventListener("keydown",function(e){
if(e.key==="Escape"){var open=openIn(d);if(!open.length)return;var last=open[open.length-1];last.open=false;last.querySelector("summary").focus();return}
if(!nav(e.target))return;
var group=e.target.closest("details[data-nav-group]");if(!group)return;
var onToggle=e.target.tagName==="SUMMARY",items=links(group),at=items.indexOf(d.activeElement);
if(onToggle&&e.key==="ArrowDown"){e.preventDefault();group.open=true;if(items[0])items[0].focus();return}
if(onToggle||at<0||!items.length)return;
var moves={ArrowDown:at+1,ArrowUp:at-1,Home:0,End:items.length-1};
if(!(e.key in moves))return;e.preventDefault();items[(moves[e.key]+items.length)%items.length].focus()});
d.addEventListener("focusout",function(e){var group=e.target.closest&&e.target.closest("details[data-nav-group][open]");if(group&&e.relatedTarget&&!group.contains(e.relatedTarget)&&!pressedInside)group.open=false});
d.addEventListener("click",function(e){var link=e.target.closest&&e.target.closest("a[href]"),n=nav(link);if(link&&n)close(openIn(n))});
if(!(window.CSS&&CSS.supports&&CSS.supports("animation-timeline","scroll()"))){var scrolled=function(){root.toggleAttribute("data-scrolled",scrollY>${GO_TO_TOP_THRESHOLD})};addEventListener("scroll",scrolled,{passive:true});scrolled()}
d.addEventListener("DOMContentLoaded",function(){
if(!("IntersectionObserver" in window)||matchMedia("(prefers-reduced-motion: reduce)").matches)return;
d.querySelectorAll("video[data-play-visible]").forEach(function(video){var share=+video.getAttribute("data-play-visible");
new IntersectionObserver(function(entries){entries.forEach(function(entry){if(entry.isIntersecting&&entry.intersectionRatio>=share)video.play().catch(function(){});else video.pause()})},{threshold:share}).observe(video)})})
})()`.replace(/\n/g, '');

/** Placed first in <body>: its listeners are on the document, so it serves every element parsed after it. */
export function SiteScript() {
  return <script dangerouslySetInnerHTML={{ __html: SITE_SCRIPT }} />;
}
