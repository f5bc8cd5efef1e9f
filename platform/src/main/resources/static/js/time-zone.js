// Tells the site the browser's time zone, so times are shown in it (an account's own choice comes first).
(function () {
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && document.cookie.indexOf('arena-tz=' + encodeURIComponent(zone)) < 0) {
      document.cookie = 'arena-tz=' + encodeURIComponent(zone) + '; path=/; max-age=31536000; samesite=lax';
    }
  } catch (e) { /* an old browser: times stay in UTC */ }
})();
