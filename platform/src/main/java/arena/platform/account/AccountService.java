package arena.platform.account;

import arena.platform.error.ArenaException;
import arena.platform.i18n.ReaderPreferences;
import arena.platform.i18n.SiteLanguage;
import java.time.DateTimeException;
import java.time.ZoneId;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class AccountService {

    private static final Logger log = LoggerFactory.getLogger(AccountService.class);

    private final UserRepository users;
    private final PasswordEncoder passwords;
    private final RegistrationThrottle registrations;

    AccountService(UserRepository users, PasswordEncoder passwords, RegistrationThrottle registrations) {
        this.users = users;
        this.passwords = passwords;
        this.registrations = registrations;
    }

    /**
     * A visitor signs up (page or API) from this address; the form was validated, password policy included.
     *
     * @throws ArenaException {@code REGISTRATION_THROTTLED} when the address signed up too many accounts lately
     * @throws UsernameTakenException when the name is in use, whatever its case
     */
    @Transactional
    public User signUp(RegistrationForm form, String remoteAddress) {
        registrations.acquire(remoteAddress);
        return register(form, Role.CONTESTANT);
    }

    /** @throws UsernameTakenException when the name is in use, whatever its case */
    @Transactional
    public User register(RegistrationForm form, Role role) {
        if (users.findByUsername(form.username()).isPresent()) {
            throw new UsernameTakenException(form.username());
        }
        User user = new User(form.username(), passwords.encode(form.password()), role);
        user.setEmail(EmailAddress.normalize(form.email()).orElse(null));
        return users.save(user);
    }

    /** The account's e-mail address, if it gave one. */
    @Transactional(readOnly = true)
    public Optional<String> email(long id) {
        return users.findById(id).map(User::getEmail);
    }

    /**
     * The account as it is now. Sessions and tokens say who signed in; what that person may do is read
     * here on every request, so a ban or a role change applies at once, on every site instance.
     */
    @Transactional(readOnly = true)
    public Optional<ArenaUser> current(long id) {
        return users.findById(id).map(ArenaUser::signedIn);
    }

    /** The account as it is now ({@link #current}) with what its reader chose: language, time zone, digits. */
    @Transactional(readOnly = true)
    public Optional<CurrentAccount> currentWithPreferences(long id) {
        return users.findById(id).map(user -> new CurrentAccount(ArenaUser.signedIn(user),
                new ReaderPreferences(user.getLanguage(), user.getTimeZone(), user.isNativeDigits())));
    }

    public record CurrentAccount(ArenaUser user, ReaderPreferences preferences) {
    }

    /** A signed-in reader switched the site's language: the account keeps it for their next visit. */
    @Transactional
    public void saveLanguage(long id, String language) {
        users.findById(id).ifPresent(user -> user.setLanguage(language));
    }

    /**
     * The reader's settings from the account page; a null language or time zone is "as the browser says".
     *
     * @throws ArenaException {@code BAD_LANGUAGE} or {@code BAD_TIME_ZONE} for one the site does not know
     */
    @Transactional
    public void savePreferences(long id, String language, String timeZone, boolean nativeDigits) {
        String lang = language == null || language.isBlank() ? null : SiteLanguage.of(language).map(SiteLanguage::tag)
                .orElseThrow(() -> new ArenaException(HttpStatus.BAD_REQUEST, "BAD_LANGUAGE",
                        "error.BAD_LANGUAGE", language));
        String zone = null;
        if (timeZone != null && !timeZone.isBlank()) {
            try {
                zone = ZoneId.of(timeZone.strip()).getId();
            } catch (DateTimeException unknown) {
                throw new ArenaException(HttpStatus.BAD_REQUEST, "BAD_TIME_ZONE", "error.BAD_TIME_ZONE", timeZone);
            }
        }
        User user = users.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", id));
        user.setLanguage(lang);
        user.setTimeZone(zone);
        user.setNativeDigits(nativeDigits);
    }

    /**
     * An admin changes an account's role or bans it (or lifts the ban). The site keeps at least one
     * enabled admin.
     *
     * @throws ArenaException {@code LAST_ADMIN} when the change would leave no enabled admin
     */
    @Transactional
    public void update(long id, Role role, boolean enabled) {
        User user = users.findById(id).orElseThrow(() -> ArenaException.notFound("error.NOT_FOUND.user", id));
        boolean removesAnAdmin = user.getRole() == Role.ADMIN && user.isEnabled() && (role != Role.ADMIN || !enabled);
        if (removesAnAdmin && users.countByRoleAndEnabledTrue(Role.ADMIN) <= 1) {
            throw new ArenaException(HttpStatus.CONFLICT, "LAST_ADMIN",
                    "error.LAST_ADMIN");
        }
        user.setRole(role);
        user.setEnabled(enabled);
        log.info("user={} is now {}{}", id, role, enabled ? "" : ", disabled");
    }

    @Transactional(readOnly = true)
    public User findUser(String username) {
        return users.findByUsername(username).orElseThrow(() -> new IllegalArgumentException("no user " + username));
    }

    public static class UsernameTakenException extends RuntimeException {
        private final String username;

        UsernameTakenException(String username) {
            super("the user name " + username + " is taken");
            this.username = username;
        }

        public String username() {
            return username;
        }
    }
}
