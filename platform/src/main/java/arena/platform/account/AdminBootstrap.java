package arena.platform.account;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.Locale;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.context.MessageSource;
import org.springframework.stereotype.Component;

/**
 * The first start creates the admin account. Its password comes from {@code ARENA_ADMIN_PASSWORD} or
 * is generated and printed once, to the console only (never to a log file). A chosen password must follow
 * the same {@link PasswordPolicy} as everyone's, or the site does not start.
 */
@Component
class AdminBootstrap implements ApplicationRunner {

    private final UserRepository users;
    private final AccountService accounts;
    private final PasswordPolicy policy;
    private final MessageSource messages;
    private final String username;
    private final String password;

    AdminBootstrap(UserRepository users, AccountService accounts, PasswordPolicy policy, MessageSource messages,
            @Value("${arena.admin.username}") String username, @Value("${arena.admin.password}") String password) {
        this.policy = policy;
        this.messages = messages;
        this.users = users;
        this.accounts = accounts;
        this.username = username;
        this.password = password;
    }

    @Override
    public void run(ApplicationArguments args) {
        if (users.existsByRole(Role.ADMIN)) {
            return;
        }
        boolean generated = password == null || password.isBlank();
        String secret = generated ? generate() : password;
        policy.problem(username, secret).ifPresent(problem -> {
            throw new IllegalStateException("ARENA_ADMIN_PASSWORD is refused: "
                    + messages.getMessage(problem, null, Locale.ROOT));
        });
        accounts.register(new RegistrationForm(username, secret), Role.ADMIN);
        if (generated) {
            System.out.println();
            System.out.println("==================================================================");
            System.out.println(" Arena: created the admin account '" + username + "'");
            System.out.println(" Its password (shown only this once): " + secret);
            System.out.println("==================================================================");
            System.out.println();
        } else {
            System.out.println("Arena: created the admin account '" + username + "' with the password from ARENA_ADMIN_PASSWORD");
        }
    }

    private static String generate() {
        byte[] bytes = new byte[15];
        new SecureRandom().nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
