package arena.platform.i18n;

/**
 * A signed-in reader, as the site's languages see one: whose account keeps the language they choose. The account
 * package's principal is one ({@code ArenaUser}); it stands above this package.
 */
public interface SignedInReader {

    long id();
}
