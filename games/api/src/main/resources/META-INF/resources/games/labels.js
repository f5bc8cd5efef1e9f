// The words of the replay player and of every game's viewer, in the page's language. The page renders them with
// its locale and direction as a JSON data block, <script type="application/json" id="viewer-labels"> (the
// platform's GameLabels): {locale, rtl, labels}; a data block is never run, so the Content Security Policy
// allows it. Served at /games/labels.js; a viewer imports '../labels.js'.
//
// label('unit.soldier') is the text of a key; label('describe.move', 3) fills {0}, {1}, ... in order. A key the
// page does not give shows as itself, so a missing label is seen, not hidden.

let page = null;

function pageLabels() {
  if (page !== null) return page;
  const block = typeof document === 'undefined' ? null : document.getElementById('viewer-labels');
  const read = { labels: {}, locale: 'en', rtl: false };
  if (!block) return read; // not (yet) on the page: asked again next time
  try {
    Object.assign(read, JSON.parse(block.textContent));
  } catch (e) {
    // a broken block leaves the keys showing
  }
  page = read;
  return page;
}

/** The label of `key` with {0}, {1}, ... filled from `values` (whole numbers in the page's digits). */
export function label(key, ...values) {
  const { labels } = pageLabels();
  const text = Object.prototype.hasOwnProperty.call(labels, key) ? String(labels[key]) : key;
  return text.replace(/\{(\d+)\}/g, (whole, i) => (Number(i) < values.length ? shown(values[Number(i)]) : whole));
}

/** Items of a list, with the page's comma ("a, b"; Persian "a، b"). */
export function list(items) {
  return items.join(label('viewers.comma'));
}

/** Clauses of one line, with the page's semicolon ("a; b"; Persian "a؛ b"). */
export function clauses(items) {
  return items.join(label('viewers.semicolon'));
}

/** Whether the page reads right to left (Persian): side panels and lines follow it, boards do not. */
export function rightToLeft() {
  return pageLabels().rtl === true;
}

/** User text (a player's name) inside a sentence of the page's language keeps its own direction. */
export function isolate(text) {
  return rightToLeft() ? '\u2068' + text + '\u2069' : String(text);
}

/**
 * A line of a side panel drawn on a canvas: from the panel's start in the page's direction, the left edge `left`
 * or, on a right-to-left page, the right edge `right`. The board itself stays left to right.
 */
export function panelText(ctx, text, left, right, y) {
  if (rightToLeft()) {
    ctx.direction = 'rtl';
    ctx.textAlign = 'right';
    ctx.fillText(text, right, y);
    ctx.direction = 'ltr';
  } else {
    ctx.textAlign = 'left';
    ctx.fillText(text, left, y);
  }
}

/** The x where a panel line of `width` pixels starts (for a swatch or a bar beside the text). */
export function panelX(left, right, width) {
  return rightToLeft() ? right - width : left;
}

/** A number in the page's digits (Persian ones when the reader chose them), with `fractionDigits` decimals. */
export function number(value, fractionDigits = 0) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  try {
    return new Intl.NumberFormat(pageLabels().locale, {
      useGrouping: false, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits,
    }).format(value);
  } catch (e) {
    return value.toFixed(fractionDigits);
  }
}

function shown(value) {
  return typeof value === 'number' && Number.isInteger(value) ? number(value) : String(value);
}
