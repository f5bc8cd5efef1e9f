// The crash page's charts (Chart.js): crashes per hour or day, stacked by reason or by language. The data
// comes from the crash API named by each canvas's data-src, with the page's filter, since the Content
// Security Policy allows no inline script.
const COLORS = ['#c62828', '#1565c0', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#ad1457', '#4e342e',
  '#558b2f', '#283593', '#f9a825', '#37474f', '#9e9d24'];

for (const canvas of document.querySelectorAll('canvas.crash-chart')) {
  if (!window.Chart) break;
  fetch(canvas.dataset.src, { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error('crash chart: HTTP ' + response.status);
      return response.json();
    })
    .then((chart) => {
      const labels = chart.buckets.map((start) => (chart.unit === 'hour' ? start.replace('T', ' ') : start.slice(0, 10)));
      const datasets = chart.series.map((series, i) => ({
        label: series.label,
        data: series.counts,
        backgroundColor: COLORS[i % COLORS.length],
      }));
      new window.Chart(canvas, {
        type: 'bar',
        data: { labels, datasets },
        options: {
          animation: false,
          responsive: true,
          maintainAspectRatio: false,
          scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
        },
      });
      canvas.dataset.series = String(datasets.length);
      canvas.dataset.ready = 'true';
    })
    .catch((error) => {
      canvas.dataset.error = String(error);
      console.warn(String(error));
    });
}
