// Asks before a form is sent when it does something hard to undo. The browser's own dialog shows the form's
// sentence (data-confirm on the form), and the sentence of each field the visitor changed from the value the page
// came with: a menu's data-confirm, where {value} is the new choice, and a checkbox's data-confirm-on or
// data-confirm-off (a misclick on the admin's role menu must not make someone an admin). Cancel keeps the page as
// it is; a form with nothing to confirm is sent at once. Forms swapped in later (htmx) are covered too.
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const sentences = form.dataset.confirm ? [form.dataset.confirm] : [];
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement && field.dataset.confirm) {
      const chosen = field.selectedOptions[0];
      if (chosen && !chosen.defaultSelected) sentences.push(field.dataset.confirm.replace('{value}', chosen.text));
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox' && field.checked !== field.defaultChecked) {
      const sentence = field.checked ? field.dataset.confirmOn : field.dataset.confirmOff;
      if (sentence) sentences.push(sentence);
    }
  }
  if (sentences.length > 0 && !window.confirm(sentences.join('\n'))) event.preventDefault();
});
