// The page's loader (named by the data-loader attribute of the root element), once the page's
// first content is painted: the page shows without waiting for its download or its start. A hidden
// page paints nothing: there at once. A paint entry may never come (Firefox records none for a
// reload while scrolled down; some engines have no paint timing): the load event or a short timer
// then starts it, whichever comes first.
(function () {
  var src = document.documentElement.getAttribute('data-loader');
  if (!src) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    document.head.appendChild(script);
  }
  if (document.visibilityState === 'hidden') {
    load();
    return;
  }
  window.addEventListener('load', load, { once: true });
  setTimeout(load, 2000);
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
})();
