// The campaign page's live counts: every 5 s, for at most an hour, read the JSON its data-live names (same origin,
// the session's cookie) and write each count into the element whose data-stat names it. Without it the page shows
// the counts of its load.
(function () {
  var box = document.querySelector('[data-live]');
  if (!box || !window.fetch) {
    return;
  }
  var left = 720;
  var timer = setInterval(function () {
    if (--left < 0) {
      clearInterval(timer);
      return;
    }
    fetch(box.getAttribute('data-live'), {credentials: 'same-origin', headers: {'Accept': 'application/json'}})
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (stats) {
        if (!stats) {
          return;
        }
        box.querySelectorAll('[data-stat]').forEach(function (cell) {
          var value = stats[cell.getAttribute('data-stat')];
          if (typeof value === 'number' && cell.textContent !== String(value)) {
            cell.textContent = String(value);
          }
        });
      })
      .catch(function () {});
  }, 5000);
})();
