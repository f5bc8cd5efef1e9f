package arena.platform.account;

import java.util.Optional;

/**
 * An account's optional e-mail address, where password-reset mail goes: one address, at most 254 characters (SMTP's
 * limit), with a name, an {@code @} and a domain with a dot, and no spaces, control or format characters (no bidi controls). Nothing more is
 * checked: a reset mail that never arrives is what a wrong address costs.
 */
final class EmailAddress {

    /** The form's rule; the empty value is "no address". */
    static final String PATTERN = "|[^@\\s\\p{Cc}\\p{Cf}]+@[^@\\s\\p{Cc}\\p{Cf}.]+(\\.[^@\\s\\p{Cc}\\p{Cf}.]+)+";
    static final int MAX_LENGTH = 254;

    private EmailAddress() {
    }

    /** The address as kept (trimmed), or empty for a blank one. */
    static Optional<String> normalize(String typed) {
        return typed == null || typed.isBlank() ? Optional.empty() : Optional.of(typed.strip());
    }

    static boolean valid(String address) {
        return address.length() <= MAX_LENGTH && address.matches(PATTERN);
    }
}
