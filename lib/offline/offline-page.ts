/**
 * What the service worker answers for a page the phone has not opened before while it is offline: a plain page (no
 * script, its own styles) that says so, and that forms sent meanwhile are kept. Its icon is the site's, kept by the
 * worker from the pages visited (without one the browser asks for /favicon.ico, which the site has not).
 */
export function offlinePage(): string {
  return `<!DOCTYPE html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline</title>
<link rel="icon" href="/images/logo.svg">
<style>body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2733;background:#f5f7fa;line-height:1.5}
main{max-width:36rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;border-top:6px solid #0f3b66}a{color:#0f3b66;font-weight:600}</style></head>
<body><main><h1>You are offline</h1>
<p>This page has not been opened on this phone before, so it cannot be shown without a connection. The pages you opened before still open.</p>
<p>A form you sent while offline is kept on this phone and will be sent when you are back online.</p>
<p><a href="/">Try again</a></p></main></body></html>`;
}
