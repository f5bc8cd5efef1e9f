// A form with data-confirm asks before it is sent (an action that cannot be undone): the browser's own dialog
// shows the form's sentence, and Cancel keeps the page as it is. Forms swapped in later (htmx) are covered too.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (form instanceof HTMLFormElement && form.dataset.confirm && !window.confirm(form.dataset.confirm)) {
    event.preventDefault();
  }
});
