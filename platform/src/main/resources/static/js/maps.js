// The maps page: each map drawn by the game's viewer; choosing a high-score row draws that run on it.

const viewers = new Map();

function viewer(url) {
  if (!viewers.has(url)) viewers.set(url, import(url));
  return viewers.get(url);
}

async function showMap(block) {
  const canvas = block.querySelector('canvas.map-canvas');
  if (!canvas || canvas.dataset.drawn) return;
  const module = await viewer(canvas.dataset.viewer);
  module.drawMap(canvas, canvas.dataset.map);
  canvas.dataset.drawn = 'map';
  for (const row of block.querySelectorAll('tr.result')) {
    const choose = () => showRun(block, canvas, module, row);
    row.addEventListener('click', choose);
    row.addEventListener('keydown', event => { if (event.key === 'Enter') choose(); });
  }
}

async function showRun(block, canvas, module, row) {
  const replay = await fetch(row.dataset.replay).then(response => response.json());
  if (typeof module.drawFrame === 'function' && typeof module.frameCount === 'function') {
    module.drawFrame(canvas, canvas.dataset.map, replay, module.frameCount(replay) - 1);
  } else {
    module.drawReplay(canvas, canvas.dataset.map, replay);
  }
  for (const other of block.querySelectorAll('tr.result')) other.classList.remove('chosen');
  row.classList.add('chosen');
  canvas.dataset.drawn = 'run-' + row.dataset.match;
  canvas.title = typeof module.describe === 'function' ? module.describe(replay) : '';
}

function init(root) {
  for (const block of root.querySelectorAll('.map-block')) {
    showMap(block).catch(error => { block.dataset.error = String(error); });
  }
  if (root.classList && root.classList.contains('map-block')) {
    showMap(root).catch(error => { root.dataset.error = String(error); });
  }
}

init(document);
document.body.addEventListener('htmx:load', event => init(event.detail.elt));
