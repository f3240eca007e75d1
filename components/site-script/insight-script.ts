import { apiUrl } from '@/lib/forms/api';
import { DESKTOP_MIN_WIDTH, INSIGHT_ENDPOINTS, PATH_MAX, QUERY_MAX, TABLET_MIN_WIDTH } from '@/lib/insight';

/**
 * The site script's part that counts page views for the school's own insight (lib/insight.ts, server/insight/):
 * one beacon per page show (also a back/forward restore, then as a visit from our own pages), or at page hide
 * when the page is left before it was ever shown, so a visit of a second counts too; and one `started` beacon
 * at the first input on the admission form. Sends the path, its query, the referring site's host and a device
 * class, nothing else; nothing at all under Do-Not-Track or Global Privacy Control. Without the form service
 * (a static host alone) the beacon fails silently. Runs inside the site script's function (`d` is document).
 */
export const INSIGHT_SCRIPT = `;var nv=navigator,vs=0,fs=0,ap=${JSON.stringify(apiUrl(''))};
function bc(k,b){try{if(nv.doNotTrack=="1"||window.doNotTrack=="1"||nv.globalPrivacyControl||!nv.sendBeacon)return;nv.sendBeacon(ap+k,JSON.stringify(b))}catch(x){}}
function pv(e){var p=e&&e.persisted,r="",w=innerWidth;if(vs&&!p)return;vs=1;try{r=p?location.host:d.referrer&&new URL(d.referrer).host||""}catch(x){}
bc("${INSIGHT_ENDPOINTS.view}",{path:location.pathname.slice(0,${PATH_MAX}),query:location.search.slice(1,${QUERY_MAX + 1}),referrer:r,device:w<${TABLET_MIN_WIDTH}?"mobile":w<${DESKTOP_MIN_WIDTH}?"tablet":"desktop"})}
addEventListener("pageshow",pv);addEventListener("pagehide",function(){pv()});
d.addEventListener("input",function(e){var f=e.target.form;if(!fs&&f&&/\\/admissions$/.test(f.getAttribute("action")||"")){fs=1;bc("${INSIGHT_ENDPOINTS.started}",{form:"admission"})}},true);`;
