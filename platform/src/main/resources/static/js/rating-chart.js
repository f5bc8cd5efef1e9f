// A player's rating history as a line chart (Chart.js): the data comes from the ratings API named by the
// canvas's data-src, since the Content Security Policy allows no inline script.
const canvas = document.getElementById('rating-chart');
if (canvas && window.Chart) {
  fetch(canvas.dataset.src, { headers: { Accept: 'application/json' } })
    .then((response) => response.json())
    .then((history) => {
      const labels = ['0'];
      const points = [history.length ? history[0].before : null];
      history.forEach((entry, i) => {
        labels.push(entry.matchId ? '#' + entry.matchId : 'reset');
        points.push(Math.round(entry.after * 10) / 10);
      });
      const chart = new window.Chart(canvas, {
        type: 'line',
        data: { labels, datasets: [{ label: canvas.dataset.label, data: points, tension: 0.2, pointRadius: 2 }] },
        options: { animation: false, responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: false } } },
      });
      canvas.dataset.points = String(points.length);
      canvas.dataset.ready = 'true';
      return chart;
    });
}
