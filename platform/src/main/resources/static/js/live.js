// Live progress by server-sent events. An element with data-live (the event stream) and data-state
// (the state the page was rendered in) swaps the element named by data-target with a fresh copy of
// data-fragment whenever the server reports another state; with data-reload the page reloads once the
// watched thing has ended in a state the page does not show yet; with data-say-<state> the element's own text
// becomes that state's sentence.
for (const element of document.querySelectorAll('[data-live]')) {
  const source = new EventSource(element.dataset.live);
  let shown = element.dataset.state;
  source.addEventListener('change', event => {
    if (event.data === shown) return;
    shown = event.data;
    // a sentence per state (data-say-running="…"), so the line never says "waiting" of a game being played
    const say = element.dataset['say' + event.data.charAt(0) + event.data.slice(1).toLowerCase()];
    if (say !== undefined) element.textContent = say;
    const target = element.dataset.target && document.getElementById(element.dataset.target);
    if (target && element.dataset.fragment) {
      htmx.ajax('GET', element.dataset.fragment, { target: target, swap: 'outerHTML' });
    }
  });
  source.addEventListener('end', event => {
    source.close();
    if (element.dataset.reload !== undefined && event.data !== element.dataset.state) {
      window.location.reload();
    }
  });
}
