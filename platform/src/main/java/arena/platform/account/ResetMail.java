package arena.platform.account;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.context.MessageSource;
import org.springframework.mail.MailException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

/**
 * The "forgotten password" mail: a one-time link to each enabled account with this user name or e-mail address that
 * has an address. The request is answered at once and the same way whatever was typed; looking the accounts up,
 * issuing the links and talking to the SMTP server happen in the background, so not even the answer's timing tells
 * whether an account exists. Mail is on when Spring Boot has a mail sender ({@code spring.mail.host} set); the links
 * point to {@code arena.mail.site-url}, which is then required.
 */
@Component
public class ResetMail {

    private static final Logger log = LoggerFactory.getLogger(ResetMail.class);
    /** One address may be shared by a few accounts (a person's, or a team's): each gets its link, up to this many. */
    private static final int MAX_ACCOUNTS = 5;

    private final JavaMailSender sender;
    private final SiteMailProperties mail;
    private final AccountProperties accounts;
    private final UserRepository users;
    private final PasswordResets resets;
    private final MessageSource messages;
    private final Executor background;

    ResetMail(ObjectProvider<JavaMailSender> sender, SiteMailProperties mail, AccountProperties accounts,
            UserRepository users, PasswordResets resets, MessageSource messages,
            @Qualifier("applicationTaskExecutor") Executor background) {
        this.sender = sender.getIfAvailable();
        this.mail = mail;
        this.accounts = accounts;
        this.users = users;
        this.resets = resets;
        this.messages = messages;
        this.background = background;
        if (this.sender != null && (mail.siteUrl() == null || mail.siteUrl().isBlank())) {
            throw new IllegalStateException("spring.mail.host is set, so the site mails password-reset links, but "
                    + "arena.mail.site-url (ARENA_SITE_URL) is not: set it to the address people open the site at, "
                    + "such as https://arena.example.org");
        }
    }

    public boolean enabled() {
        return sender != null;
    }

    /** How long a mailed link works. */
    public Duration validFor() {
        return accounts.resetLinkValidFor();
    }

    /** Mails the links in the background; the locale is the reader's, for accounts that chose no language. */
    public void request(String nameOrEmail, Locale locale) {
        if (!enabled() || nameOrEmail == null || nameOrEmail.isBlank()) {
            return;
        }
        String typed = nameOrEmail.strip();
        background.execute(() -> {
            try {
                send(typed, locale);
            } catch (RuntimeException e) {
                log.warn("password-reset mail failed: {}", e.toString());
            }
        });
    }

    private void send(String nameOrEmail, Locale locale) {
        List<User> found = nameOrEmail.contains("@")
                ? users.findTop5ByEmailIgnoreCaseAndEnabledTrueOrderById(nameOrEmail)
                : users.findByUsername(nameOrEmail).filter(User::isEnabled).stream().toList();
        for (User user : found.stream().filter(user -> user.getEmail() != null).limit(MAX_ACCOUNTS).toList()) {
            PasswordResets.Link link = resets.issue(user.getId(), validFor(), null);
            Locale language = user.getLanguage() != null ? Locale.forLanguageTag(user.getLanguage()) : locale;
            String url = mail.siteUrl().strip().replaceAll("/+$", "") + "/password/reset/" + link.token();
            SimpleMailMessage message = new SimpleMailMessage();
            message.setFrom(mail.from());
            message.setTo(user.getEmail());
            message.setSubject(messages.getMessage("mail.reset.subject", new Object[] {user.getUsername()}, language));
            message.setText(messages.getMessage("mail.reset.body",
                    new Object[] {user.getUsername(), url, validFor().toMinutes()}, language));
            try {
                sender.send(message);
                log.info("user={} password-reset link mailed", user.getId());
            } catch (MailException e) {
                log.warn("user={} password-reset mail not sent: {}", user.getId(), e.getMessage());
            }
        }
    }
}
