// The replay player of every game page: play, pause, step, speed and scrub around the game's own
// viewer module, which draws one frame on a canvas (see /games/<game>/viewer.js).
//
// Viewer contract: drawFrame(canvas, mapData, replay, frame) and frameCount(replay) draw an animated
// replay; a viewer with only drawReplay(canvas, mapData, replay) shows one still picture.
// describe(replay, frame), when present, gives one line of text under the canvas.
// turnOfFrame(replay, frame) and turnName() (the word: 'Tick', 'Move', 'Turn' in the page's language), when
// present, make the counter say the turn a frame shows ("Tick 37 / 500"), the same N as the verdicts, ?turn=N and
// the viewer's own lines; without them it counts frames ("38 / 501") and frame N is turn N. frameOfTurn(replay,
// turn), when present, is the first frame of a turn; without it the first frame whose turn is N or later.
// marks(replay), when present, lists what happened for the time line (timeline.js). data-frame and data-frames keep
// the frame.
//
// The address: a page opened with ?turn=N (&step=K) or #turn=N starts there (the crash pages link there), and
// as one steps the address follows (replaced, not added to the history), so a copied link shows that moment.
// Keys: space plays or pauses, the arrows step, Home and End go to the first and the last frame; not while
// typing in a text field, nor where the focused control has its own use of the key.
// Every word comes from the page's labels (/games/labels.js).
// The same module plays the downloadable page (arena.game.api.page.ReplayPage), which carries the replay inline.

import { label, number } from '../games/labels.js';
import { addressOf, keyAction, mergeMarks, mountTimeline, requestedMoment } from './timeline.js';

const BASE_FRAMES_PER_SECOND = 5;

export async function mountPlayer(root) {
  const canvas = root.querySelector('canvas');
  const mapData = root.dataset.map || '';
  const [viewer, replay] = await Promise.all([import(root.dataset.viewer), loadReplay(root)]);
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
  const turns = animated && typeof viewer.turnOfFrame === 'function';
  const turnOf = (at) => (turns ? Number(viewer.turnOfFrame(replay, at)) : at);
  const lastTurn = turnOf(frames - 1);
  const turnWord = typeof viewer.turnName === 'function' ? viewer.turnName() : (viewer.turnName || '');
  const moment = animated ? requestedMoment(window.location.search, window.location.hash) : null;
  let frame = animated ? 0 : frames - 1;
  if (moment !== null) {
    frame = Math.max(0, Math.min(frames - 1, firstFrameOf(moment.turn) + moment.step));
    root.dataset.turn = String(moment.turn);
  }
  let speed = 1;
  let timer = null;

  scrub.max = String(frames - 1);
  root.dataset.frames = String(frames);

  /** The first frame of a turn: the viewer's own answer, else the first frame showing that turn or a later one. */
  function firstFrameOf(turn) {
    if (typeof viewer.frameOfTurn === 'function') return Number(viewer.frameOfTurn(replay, turn)) | 0;
    if (!turns) return turn;
    for (let at = 0; at < frames; at++) {
      if (turnOf(at) >= turn) return at;
    }
    return frames - 1;
  }

  function caption(at) {
    return turns && turnWord ? label('viewers.moment', turnWord, turnOf(at)) : number(at + 1);
  }

  const timeline = root.querySelector('[data-role=timeline]');
  const marks = animated && timeline && typeof viewer.marks === 'function' ? mergeMarks(viewer.marks(replay), frames) : [];
  const showOnTimeline = timeline && animated
    ? mountTimeline(timeline, marks, frames, caption, stepTo)
    : () => {};

  /** The address shows the frame on screen: its turn, and the step into the turn when it is not the turn's first. */
  function follow() {
    if (!animated) return;
    const turn = turnOf(frame);
    const step = Math.max(0, frame - firstFrameOf(turn));
    const address = addressOf(window.location.href, turn, step);
    if (address !== window.location.href) {
      try {
        window.history.replaceState(window.history.state, '', address);
      } catch (e) {
        // a browser that keeps a file:// page's address as it is (the downloaded page): the player plays on
      }
    }
    root.dataset.turn = String(turn);
  }

  function draw() {
    if (animated) {
      viewer.drawFrame(canvas, mapData, replay, frame);
    } else {
      viewer.drawReplay(canvas, mapData, replay);
    }
    scrub.value = String(frame);
    if (turns) {
      const at = turnOf(frame);
      counter.textContent = turnWord ? label('viewers.counter', turnWord, at, lastTurn) : label('viewers.frames', at, lastTurn);
    } else {
      counter.textContent = label('viewers.frames', frame + 1, frames);
    }
    if (text) text.textContent = typeof viewer.describe === 'function' ? viewer.describe(replay, frame) : '';
    root.dataset.frame = String(frame);
    showOnTimeline(frame);
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
      if (frame >= frames - 1) { stop(); follow(); } else go(frame + 1);
    }, 1000 / (BASE_FRAMES_PER_SECOND * speed));
  }

  /** A step by a control or a key: playback stops and the address follows (playing leaves it until it stops). */
  function stepTo(to) {
    stop();
    go(to);
    follow();
  }

  function toggle() {
    if (timer === null) {
      start();
    } else {
      stop();
      follow();
    }
  }

  root.querySelector('[data-action=first]').addEventListener('click', () => stepTo(0));
  root.querySelector('[data-action=back]').addEventListener('click', () => stepTo(frame - 1));
  root.querySelector('[data-action=forward]').addEventListener('click', () => stepTo(frame + 1));
  root.querySelector('[data-action=last]').addEventListener('click', () => stepTo(frames - 1));
  play.addEventListener('click', toggle);
  scrub.addEventListener('input', () => stepTo(Number(scrub.value)));
  root.querySelector('[data-action=speed]').addEventListener('change', event => {
    speed = Number(event.target.value);
    if (timer !== null) { stop(); start(); }
  });
  if (animated) {
    document.addEventListener('keydown', event => {
      const action = keyAction(event);
      if (action === null) return;
      event.preventDefault();
      if (action === 'toggle') toggle();
      else stepTo(action === 'first' ? 0 : action === 'last' ? frames - 1 : frame + action);
    });
  }
  draw();
  root.dataset.ready = 'true';
  return { go, frames: () => frames };
}

/**
 * The replay: from the page itself when it carries it (the downloadable page: a JSON data block in the player,
 * <script type="application/json" data-role="replay">), else from data-replay's address.
 */
function loadReplay(root) {
  const inline = root.querySelector('script[data-role=replay]');
  if (inline) return Promise.resolve(JSON.parse(inline.textContent));
  return fetch(root.dataset.replay).then(response => {
    if (!response.ok) throw new Error('replay: HTTP ' + response.status);
    return response.json();
  });
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
