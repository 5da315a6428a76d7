// Starts the site's code once the prerendered page has painted. The page is complete HTML and CSS;
// its scripts only make it interactive, so they are fetched after the first frame, not ahead of it.
// The module list comes from the page's own data block (written by the prerender).
const data = document.getElementById('app-modules');
const modules = data ? JSON.parse(data.textContent || '{}') : {};

function start() {
  for (const href of modules.preload || []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  if (modules.entry) import(modules.entry);
}

// A frame, then a task: the first paint has happened by the time the code is requested.
requestAnimationFrame(() => setTimeout(start, 0));
