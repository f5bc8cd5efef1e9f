// The replay player of every game page: play, pause, step, speed and scrub around the game's own
// viewer module, which draws one frame on a canvas (see /games/<game>/viewer.js).
//
// Viewer contract: drawFrame(canvas, mapData, replay, frame) and frameCount(replay) draw an animated
// replay; a viewer with only drawReplay(canvas, mapData, replay) shows one still picture.
// describe(replay, frame), when present, gives one line of text under the canvas.
// frameOfTurn(replay, turn), when present, is the frame where a turn (the number a verdict carries) is
// shown; without it frame N is turn N. A page opened with ?turn=N or #turn=N starts at that turn (the
// crash pages link there). turnOfFrame(replay, frame) and turnName() (the word: 'Tick', 'Move', 'Turn' in the
// page's language), when present, make the counter say the turn a frame shows ("Tick 37 / 500"), the same N as
// the verdicts, ?turn=N and the viewer's own lines; without them it counts frames ("38 / 501"). data-frame and
// data-frames keep the frame. Every word comes from the page's labels (/games/labels.js).

import { label } from '../games/labels.js';

const BASE_FRAMES_PER_SECOND = 5;

export async function mountPlayer(root) {
  const canvas = root.querySelector('canvas');
  const mapData = root.dataset.map || '';
  const [viewer, replay] = await Promise.all([
    import(root.dataset.viewer),
    fetch(root.dataset.replay).then(response => {
      if (!response.ok) throw new Error('replay: HTTP ' + response.status);
      return response.json();
    }),
  ]);
  if (replay.oversized) {
    // a replay over the size cap was not kept: the platform stored a marker with one sentence instead
    const note = root.querySelector('[data-role=describe]');
    if (note) note.textContent = label('viewers.oversized', Math.floor(Number(replay.cap) / 1048576));
    root.dataset.ready = 'true';
    return { go: () => {}, frames: () => 0 };
  }
  const animated = typeof viewer.drawFrame === 'function' && typeof viewer.frameCount === 'function';
  const frames = animated ? Math.max(1, viewer.frameCount(replay)) : 1;
  const scrub = root.querySelector('[data-action=scrub]');
  const play = root.querySelector('[data-action=play]');
  const counter = root.querySelector('[data-role=frame]');
  const text = root.querySelector('[data-role=describe]');
  const turn = requestedTurn();
  let frame = animated ? 0 : frames - 1;
  if (animated && turn !== null) {
    const at = typeof viewer.frameOfTurn === 'function' ? viewer.frameOfTurn(replay, turn) : turn;
    frame = Math.max(0, Math.min(frames - 1, Number(at) | 0));
    root.dataset.turn = String(turn);
  }
  let speed = 1;
  let timer = null;

  scrub.max = String(frames - 1);
  root.dataset.frames = String(frames);
  const turns = animated && typeof viewer.turnOfFrame === 'function';
  const lastTurn = turns ? viewer.turnOfFrame(replay, frames - 1) : 0;
  const turnWord = typeof viewer.turnName === 'function' ? viewer.turnName() : (viewer.turnName || '');

  function draw() {
    if (animated) {
      viewer.drawFrame(canvas, mapData, replay, frame);
    } else {
      viewer.drawReplay(canvas, mapData, replay);
    }
    scrub.value = String(frame);
    if (turns) {
      const at = viewer.turnOfFrame(replay, frame);
      counter.textContent = turnWord ? label('viewers.counter', turnWord, at, lastTurn) : label('viewers.frames', at, lastTurn);
    } else {
      counter.textContent = label('viewers.frames', frame + 1, frames);
    }
    if (text) text.textContent = typeof viewer.describe === 'function' ? viewer.describe(replay, frame) : '';
    root.dataset.frame = String(frame);
  }

  function go(to) {
    frame = Math.max(0, Math.min(frames - 1, to));
    draw();
  }

  function stop() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    play.textContent = label('viewers.play');
  }

  function start() {
    if (frame >= frames - 1) go(0);
    play.textContent = label('viewers.pause');
    timer = setInterval(() => {
      if (frame >= frames - 1) stop(); else go(frame + 1);
    }, 1000 / (BASE_FRAMES_PER_SECOND * speed));
  }

  root.querySelector('[data-action=first]').addEventListener('click', () => { stop(); go(0); });
  root.querySelector('[data-action=back]').addEventListener('click', () => { stop(); go(frame - 1); });
  root.querySelector('[data-action=forward]').addEventListener('click', () => { stop(); go(frame + 1); });
  root.querySelector('[data-action=last]').addEventListener('click', () => { stop(); go(frames - 1); });
  play.addEventListener('click', () => (timer === null ? start() : stop()));
  scrub.addEventListener('input', () => { stop(); go(Number(scrub.value)); });
  root.querySelector('[data-action=speed]').addEventListener('change', event => {
    speed = Number(event.target.value);
    if (timer !== null) { stop(); start(); }
  });
  draw();
  root.dataset.ready = 'true';
  return { go, frames: () => frames };
}

/** The turn asked for by the page's address (?turn=N or #turn=N), or null. */
function requestedTurn() {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const value = new URLSearchParams(window.location.search).get('turn') ?? hash.get('turn');
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

function mountAll(container) {
  const roots = [...container.querySelectorAll('[data-replay-player]')];
  if (container.matches && container.matches('[data-replay-player]')) roots.push(container);
  for (const root of roots) {
    if (root.dataset.mounted) continue;
    root.dataset.mounted = 'true';
    mountPlayer(root).catch(error => {
      root.dataset.error = String(error);
      const text = root.querySelector('[data-role=describe]');
      if (text) text.textContent = label('viewers.error', error.message);
    });
  }
}

mountAll(document);
// A page refreshed by htmx (a match that just finished) brings its player in later.
document.body.addEventListener('htmx:load', event => mountAll(event.detail.elt));
