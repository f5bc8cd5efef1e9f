// The users table of the admin page: a change of a user's role or of their account's state is applied only once
// the admin confirms it (a misclick on the role menu must not make someone an admin). Saving with no such change
// asks nothing.
(() => {
  const table = document.getElementById('users');
  if (!table) return;
  const fill = (template, values) => template.replace(/\{(\d)\}/g, (all, i) => values[Number(i)]);
  for (const form of table.querySelectorAll('form.user-form')) {
    form.addEventListener('submit', (event) => {
      const user = form.dataset.user;
      const role = form.elements.role.value;
      const enabled = form.elements.enabled.checked;
      const changes = [];
      if (role !== form.dataset.role) changes.push(fill(table.dataset.confirmRole, [user, form.dataset.role, role]));
      if (enabled !== (form.dataset.enabled === 'true')) {
        changes.push(fill(enabled ? table.dataset.confirmEnable : table.dataset.confirmDisable, [user]));
      }
      if (changes.length > 0 && !window.confirm(changes.join('\n'))) event.preventDefault();
    });
  }
})();
