// The demo sites' event log: every widget event the page hears, newest last, as a builder's
// analytics would see it. Inline widgets send DOM events; framed ones reach the page through the SDK.
(function () {
  var types = ['address-selected', 'property-viewed', 'report-viewed', 'lead-submitted', 'size-changed', 'error'];
  var log = document.getElementById('events');
  if (!log) return;
  types.forEach(function (type) {
    document.addEventListener('lotline:' + type, function (event) {
      var item = document.createElement('li');
      item.dataset.type = type;
      item.textContent = type + ' ' + JSON.stringify(event.detail.payload);
      log.append(item);
    });
  });
})();
