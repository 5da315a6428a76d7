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
