package arena.platform.account;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** A new account: the same form for the page and the REST API. The e-mail address is optional. */
@AcceptablePassword
public record RegistrationForm(
        @NotBlank(message = "{account.username.required}")
        @Pattern(regexp = "[A-Za-z0-9_.-]{3,32}", message = "{account.username.invalid}")
        String username,
        @NotBlank(message = "{account.password.required}")
        @Size(min = PasswordPolicy.MIN_LENGTH, message = "{account.password.size}")
        String password,
        @Size(max = EmailAddress.MAX_LENGTH, message = "{account.email.invalid}")
        @Pattern(regexp = EmailAddress.PATTERN, message = "{account.email.invalid}")
        String email) {

    /** An account without an e-mail address (tests, the first admin). */
    public RegistrationForm(String username, String password) {
        this(username, password, null);
    }
}
