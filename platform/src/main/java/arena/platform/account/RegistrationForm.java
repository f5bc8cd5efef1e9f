package arena.platform.account;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** A new account: the same form for the page and the REST API. */
@AcceptablePassword
public record RegistrationForm(
        @NotBlank(message = "{account.username.required}")
        @Pattern(regexp = "[A-Za-z0-9_.-]{3,32}", message = "{account.username.invalid}")
        String username,
        @NotBlank(message = "{account.password.required}")
        @Size(min = PasswordPolicy.MIN_LENGTH, message = "{account.password.size}")
        String password) {
}
