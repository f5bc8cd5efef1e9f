// The custom games page: show as many opponent choices as the chosen format has other seats.
const format = document.getElementById('format');
if (format) {
  const update = () => {
    const others = Number(format.selectedOptions[0].dataset.seats) - 1;
    document.querySelectorAll('[data-opponent]').forEach(el => {
      const shown = Number(el.dataset.opponent) <= others;
      el.hidden = !shown;
      if (el.tagName === 'SELECT') el.disabled = !shown;
    });
  };
  format.addEventListener('change', update);
  update();
}
