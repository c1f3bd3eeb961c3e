// The console's one script: a button with data-confirm asks before its form is sent. Pages work without it.
document.addEventListener('submit', function (event) {
  var button = event.submitter;
  var question = (button && button.getAttribute('data-confirm')) || event.target.getAttribute('data-confirm');
  if (question && !window.confirm(question)) {
    event.preventDefault();
  }
});
