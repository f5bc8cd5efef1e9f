package arena.platform.account;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A real SMTP server for the tests (GreenMail, on a free port): the site sends its password-reset mail to it over
 * SMTP, and the tests read the mailboxes. Links in the mail point to {@link #SITE}, the configured site address, never
 * to the address a request came to.
 */
public final class TestMail {

    public static final String SITE = "http://arena.test";
    private static final Pattern LINK = Pattern.compile(Pattern.quote(SITE) + "(/password/reset/[A-Za-z0-9_.-]+)");

    private final GreenMail server = new GreenMail(ServerSetupTest.SMTP.dynamicPort());

    public TestMail() {
        server.start();
    }

    /** The site's mail settings for this server. */
    public void configure(DynamicPropertyRegistry registry) {
        registry.add("spring.mail.host", () -> "127.0.0.1");
        registry.add("spring.mail.port", () -> server.getSmtp().getPort());
        registry.add("arena.mail.site-url", () -> SITE);
        registry.add("arena.mail.from", () -> "arena@arena.test");
    }

    /** The mail to this address, waiting up to ten seconds for the first (the site sends in the background). */
    public List<MimeMessage> to(String address) throws Exception {
        return to(address, 1);
    }

    /** The mail to this address, waiting up to ten seconds for this many. */
    public List<MimeMessage> to(String address, int count) throws Exception {
        long until = System.nanoTime() + 10_000_000_000L;
        List<MimeMessage> found = received(address);
        while (found.size() < count && System.nanoTime() < until) {
            Thread.sleep(100);
            found = received(address);
        }
        return found;
    }

    /** The mail to this address so far, without waiting. */
    public List<MimeMessage> received(String address) {
        return Arrays.stream(server.getReceivedMessages()).filter(message -> {
            try {
                Address[] to = message.getAllRecipients();
                return to != null && Arrays.stream(to).anyMatch(a -> a.toString().equalsIgnoreCase(address));
            } catch (MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).toList();
    }

    public static String body(MimeMessage message) throws MessagingException, IOException {
        return message.getContent().toString();
    }

    /** The path of the reset link in a mail ({@code /password/reset/<token>}). */
    public static String linkPath(MimeMessage message) throws MessagingException, IOException {
        Matcher link = LINK.matcher(body(message));
        if (!link.find()) {
            throw new AssertionError("no reset link in: " + body(message));
        }
        return link.group(1);
    }

    public void stop() {
        server.stop();
    }
}
