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

/**
 * A phrase a replay carries ({key, args, text}: an invalid action, a verdict's evidence) in the page's language, with
 * the game's outcome patterns the page hands over beside the labels; its English text where a word is missing, and
 * a replay written before it carried phrases gives its English text (a string) as it is.
 */
export function phrase(words) {
  if (words === null || words === undefined) return '';
  if (typeof words !== 'object') return String(words);
  const said = sayPhrase(words);
  return said === null ? String(words.text || '') : said;
}

function sayPhrase(words) {
  if (Array.isArray(words)) return sayList(words);
  if (typeof words !== 'object' || words === null) return String(words);
  if (!words.key) return String(words.text || '');
  const { labels } = pageLabels();
  if (!Object.prototype.hasOwnProperty.call(labels, words.key)) return null;
  const args = [];
  for (const arg of words.args || []) {
    const said = arg !== null && typeof arg === 'object' ? sayPhrase(arg) : arg;
    if (said === null) return null;
    args.push(said);
  }
  const pattern = String(labels[words.key]);
  // a pattern without arguments is said as written, as the site's message source does
  return args.length === 0 ? pattern : formatPattern(pattern, args);
}

/** a, a and b, a, b and c: the language's pair joins the last two (outcome.list.pair, outcome.list.more). */
function sayList(items) {
  const said = [];
  for (const item of items) {
    const one = item !== null && typeof item === 'object' ? sayPhrase(item) : String(item);
    if (one === null) return null;
    said.push(one);
  }
  if (said.length < 2) return said.length ? said[0] : '';
  let joined = sayPhrase({ key: 'outcome.list.pair', args: said.slice(-2) });
  for (let i = said.length - 3; i >= 0 && joined !== null; i--) {
    joined = sayPhrase({ key: 'outcome.list.more', args: [said[i], joined] });
  }
  return joined;
}

/**
 * The MessageFormat patterns of the outcome bundles: {0}, {0,number,#}, {0,number,0.0} and {0,choice,0#a|1#b|1<c};
 * '' is an apostrophe and 'text' is quoted.
 */
function formatPattern(pattern, args) {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "'") {
      if (pattern[i + 1] === "'") {
        out += "'";
        i++;
      } else {
        const end = pattern.indexOf("'", i + 1);
        out += pattern.slice(i + 1, end < 0 ? pattern.length : end);
        i = end < 0 ? pattern.length : end;
      }
    } else if (c === '{') {
      let depth = 1;
      let j = i + 1;
      while (j < pattern.length && depth > 0) {
        if (pattern[j] === '{') depth++;
        if (pattern[j] === '}') depth--;
        j++;
      }
      out += formatArgument(pattern.slice(i + 1, j - 1), args);
      i = j - 1;
    } else {
      out += c;
    }
  }
  return out;
}

function formatArgument(spec, args) {
  const [index, type, ...rest] = spec.split(',');
  const style = rest.join(',');
  const value = args[Number(index.trim())];
  if (value === undefined) return `{${spec}}`;
  if (type && type.trim() === 'choice' && typeof value === 'number') {
    // ChoiceFormat: the last option whose limit the value reaches (#, ≤) or passes (<); below all, the first
    const options = style.split('|').map((option) => /^\s*(-?[\d.]+)\s*([#<\u2264])(.*)$/s.exec(option))
      .filter(Boolean);
    let chosen = options.length ? options[0][3] : '';
    options.forEach((o) => {
      if (o[2] === '<' ? value > Number(o[1]) : value >= Number(o[1])) chosen = o[3];
    });
    return chosen.includes('{') ? formatPattern(chosen, args) : chosen;
  }
  if (typeof value === 'number') {
    if (type && type.trim() === 'number') {
      const decimals = /\.(0+)/.exec(style || '');
      return number(value, decimals ? decimals[1].length : 0);
    }
    return Number.isInteger(value) ? grouped(value) : String(value);
  }
  return String(value);
}

/** A number without a pattern, as MessageFormat says it: with the locale's grouping. */
function grouped(value) {
  try {
    return new Intl.NumberFormat(pageLabels().locale).format(value);
  } catch (e) {
    return String(value);
  }
}
