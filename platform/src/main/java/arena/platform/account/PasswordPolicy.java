package arena.platform.account;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import me.gosimple.nbvcxz.Nbvcxz;
import me.gosimple.nbvcxz.resources.ConfigurationBuilder;
import org.springframework.stereotype.Component;
import org.springframework.util.function.SingletonSupplier;

/**
 * What a new password must be: at most 72 bytes (BCrypt reads no further, and Spring Security refuses
 * longer ones rather than cut them), not containing the user name, and not easy to guess. Guessability
 * is nbvcxz's estimate: its built-in lists of the 100,000 most common passwords, English words and
 * names, keyboard patterns, repeats, sequences and dates, with leet-speak variants; under 35 bits of
 * entropy (its default) is refused.
 */
@Component
public class PasswordPolicy {

    public static final int MIN_LENGTH = 8;

    /** BCrypt's limit, in UTF-8 bytes. */
    public static final int MAX_BYTES = 72;

    // Loading the dictionaries takes a second or two: on the first password, not at every start.
    private final Supplier<Nbvcxz> estimator = SingletonSupplier.of(
            () -> new Nbvcxz(new ConfigurationBuilder().setMaxLength(MAX_BYTES).createConfiguration()));

    /** @return the message key of the first rule the password breaks, if any */
    public Optional<String> problem(String username, String password) {
        if (password == null || password.isEmpty()) {
            return Optional.of("account.password.required");
        }
        if (password.length() < MIN_LENGTH) {
            return Optional.of("account.password.size");
        }
        if (password.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            return Optional.of("account.password.tooLong");
        }
        if (username != null && !username.isBlank()
                && password.toLowerCase(Locale.ROOT).contains(username.strip().toLowerCase(Locale.ROOT))) {
            return Optional.of("account.password.containsName");
        }
        if (!estimator.get().estimate(password).isMinimumEntropyMet()) {
            return Optional.of("account.password.guessable");
        }
        return Optional.empty();
    }
}
