// The upload form says, as soon as a file is chosen, when it clearly belongs to another language than the one
// chosen: a source file of another language, or a zip with none of the chosen language's source files but another's.
// The site refuses such an upload the same way (LanguageMismatch, code LANGUAGE_MISMATCH) before it counts against
// the submission limit; saying it here spares the round trip. Each language option names its source extensions.
(() => {
  const form = document.getElementById('upload-form');
  if (!form) return;
  const language = form.querySelector('#language');
  const input = form.querySelector('#file');
  const notice = form.querySelector('#upload-mismatch');
  const MAX_ZIP_BYTES = 16 * 1024 * 1024;
  const NAMED_FILES = 3;
  let zipNames = null; // the chosen zip's file names, once read

  const languages = () => Array.from(language.options).map((option) => ({
    id: option.value, name: option.textContent.trim(), extensions: (option.dataset.extensions || '').split(' ').filter(Boolean),
  }));
  const extensionOf = (name) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '');
  const fill = (template, values) => template.replace(/\{(\d)\}/g, (all, i) => values[Number(i)]);

  function mismatch() {
    const file = input.files && input.files[0];
    if (!file) return '';
    const all = languages();
    const chosen = all.find((l) => l.id === language.value);
    if (!chosen) return '';
    const others = all.filter((l) => l.id !== chosen.id);
    if (zipNames === null) {
      const extension = extensionOf(file.name).toLowerCase();
      if (chosen.extensions.includes(extension)) return '';
      const other = others.find((l) => l.extensions.includes(extension));
      return other ? fill(form.dataset.mismatchFile, [file.name, other.name, chosen.name, chosen.extensions[0]]) : '';
    }
    const filesOf = (l) => zipNames.filter((name) => l.extensions.includes(extensionOf(name))).sort();
    if (filesOf(chosen).length > 0) return '';
    let likely = null;
    for (const other of others) {
      const files = filesOf(other);
      if (files.length > 0 && (!likely || files.length > likely.files.length)) likely = { language: other, files };
    }
    if (!likely) return '';
    const named = likely.files.slice(0, NAMED_FILES).join(', ') + (likely.files.length > NAMED_FILES ? ', ...' : '');
    return fill(form.dataset.mismatchZip, [chosen.extensions[0], likely.language.name, named, chosen.name]);
  }

  function show() {
    const message = mismatch();
    notice.textContent = message;
    notice.hidden = !message;
    // the browser keeps the form from being sent while the message stands
    input.setCustomValidity(message);
  }

  // The file names of a zip, from its central directory; null when it cannot be read as one (the site says why).
  function zipEntries(buffer) {
    const view = new DataView(buffer);
    for (let end = buffer.byteLength - 22; end >= Math.max(0, buffer.byteLength - 22 - 65535); end--) {
      if (view.getUint32(end, true) !== 0x06054b50) continue;
      const count = view.getUint16(end + 10, true);
      let at = view.getUint32(end + 16, true);
      const names = [];
      const decoder = new TextDecoder();
      for (let i = 0; i < count; i++) {
        if (at + 46 > buffer.byteLength || view.getUint32(at, true) !== 0x02014b50) return null;
        const nameLength = view.getUint16(at + 28, true);
        const skip = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
        names.push(decoder.decode(new Uint8Array(buffer, at + 46, nameLength)));
        at += 46 + nameLength + skip;
      }
      // as the site reads a zip: no folders, no hidden files or folders, no macOS resource forks, and the files of
      // its one folder, when it has one, as if at the root
      const files = names.filter((name) => !name.endsWith('/') && !/(^|\/)(\.[^./][^/]*|__MACOSX)(\/|$)/.test(name));
      const top = files.length > 0 && files[0].includes('/') ? files[0].slice(0, files[0].indexOf('/') + 1) : null;
      return top && files.every((name) => name.startsWith(top)) ? files.map((name) => name.slice(top.length)) : files;
    }
    return null;
  }

  async function chosen() {
    zipNames = null;
    const file = input.files && input.files[0];
    if (file && file.size <= MAX_ZIP_BYTES) {
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      const isZip = head.length === 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 3 && head[3] === 4;
      if (isZip || file.name.toLowerCase().endsWith('.zip')) {
        zipNames = zipEntries(await file.arrayBuffer()) || [];
      }
    }
    show();
    form.dataset.checked = 'true';
  }

  input.addEventListener('change', chosen);
  language.addEventListener('change', show);
})();
