// Starts the site's code once the prerendered page has painted. The page is complete HTML and CSS;
// its scripts only make it interactive, so they are fetched after the first paint, not ahead of it.
// The module list comes from the page's own data block (written by the prerender).
const data = document.getElementById('app-modules');
const modules = data ? JSON.parse(data.textContent || '{}') : {};
let started = false;

function start() {
  if (started) return;
  started = true;
  for (const href of modules.preload || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (modules.entry) import(modules.entry);
}

// Whichever comes first: the browser reports the first contentful paint, or a frame has been drawn.
if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}
requestAnimationFrame(() => setTimeout(start, 0));
