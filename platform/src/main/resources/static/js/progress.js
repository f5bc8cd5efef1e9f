// Live progress of running games: every element with data-match-progress="<match id>" shows its game's
// status, "turn t of N" while it runs, refreshed every two seconds until the game has ended. Pages that
// swap fragments in (htmx) are read again on every round.
const EVERY_MS = 2000;
// the address of the progress endpoint, from the script tag (data-src), so the site may live under a path
const SOURCE = (document.currentScript && document.currentScript.dataset.src) || '/matches/progress';

function watched() {
  return [...document.querySelectorAll('[data-match-progress]')].filter((element) => element.dataset.ended !== 'true');
}

async function refresh() {
  const elements = watched();
  if (elements.length === 0) return false;
  const ids = [...new Set(elements.map((element) => element.dataset.matchProgress))].slice(0, 100);
  const response = await fetch(SOURCE + '?ids=' + ids.join(','), { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error('progress: HTTP ' + response.status);
  const byId = new Map((await response.json()).map((progress) => [String(progress.id), progress]));
  for (const element of elements) {
    const progress = byId.get(element.dataset.matchProgress);
    if (!progress) continue;
    element.textContent = progress.text;
    element.dataset.status = progress.status;
    if (progress.turn !== null && progress.turn !== undefined) element.dataset.turn = String(progress.turn);
    if (progress.ended) element.dataset.ended = 'true';
  }
  return true;
}

async function loop() {
  let more = true;
  try {
    more = await refresh();
  } catch (error) {
    console.warn(String(error));
  }
  // a page without games to watch now may get some from an htmx swap: keep looking, slowly
  setTimeout(loop, more ? EVERY_MS : EVERY_MS * 5);
}

loop();
