package arena.platform.account;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * The site's own mail, beside Spring Boot's {@code spring.mail.*} (the SMTP server): the sender, and the site's
 * address as its users reach it, which links in mail point to.
 */
@ConfigurationProperties("arena.mail")
public record SiteMailProperties(String from, String siteUrl) {
}
