// Sorts a table.sortable by the column whose header button is pressed: numbers by their data-value, text by the
// page's language; a second press reverses. The header's aria-sort says the order, for screen readers and tests.
document.querySelectorAll('table.sortable').forEach((table) => {
  const headers = Array.from(table.tHead.rows[0].cells);
  const collator = new Intl.Collator(document.documentElement.lang || undefined, { numeric: true });
  headers.forEach((header, column) => {
    const button = header.querySelector('button');
    if (!button) {
      return;
    }
    button.addEventListener('click', () => {
      const ascending = header.getAttribute('aria-sort') !== 'ascending';
      const number = header.dataset.type === 'number';
      const value = (row) => row.cells[column].dataset.value ?? row.cells[column].textContent;
      const body = table.tBodies[0];
      const rows = Array.from(body.rows);
      rows.sort((a, b) => {
        let order;
        if (number) {
          // an empty value (no mean score) sorts last either way
          const x = value(a) === '' ? NaN : Number(value(a));
          const y = value(b) === '' ? NaN : Number(value(b));
          if (Number.isNaN(x) || Number.isNaN(y)) {
            return Number.isNaN(x) - Number.isNaN(y);
          }
          order = x - y;
        } else {
          order = collator.compare(value(a), value(b));
        }
        return ascending ? order : -order;
      });
      rows.forEach((row) => body.appendChild(row));
      headers.forEach((other) => other.setAttribute('aria-sort', 'none'));
      header.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
    });
  });
});
