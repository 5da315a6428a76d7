(function () {
  var held = [];
  function hold(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var island = target.closest('kestrel-island[data-island-id]:not([data-live])');
    var control = target.closest('button,[role=button],[role=tab],[role=radio],[role=checkbox],[role=switch],[role=option],a[data-replay]');
    if (!island || !control || !island.contains(control) || control.type === 'submit') return;
    event.preventDefault();
    island.setAttribute('data-island-waiting', '');
    held.push([island, target]);
  }
  document.addEventListener('click', hold, true);
  window.__earlyClicks = {
    take: function () {
      document.removeEventListener('click', hold, true);
      return held.splice(0);
    },
  };
})();
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
