package arena.platform.account;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.TestPropertySource;

/**
 * One site (and so one embedded PostgreSQL) for the account and security tests: no worker, so queued
 * jobs wait; small throttles; a clock the tests move. Each test uses its own addresses and accounts.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@AutoConfigureMockMvc
@ActiveProfiles("test")
@Import(TestClock.Config.class)
@TestPropertySource(properties = {
        "arena.worker.embedded=false",
        "arena.accounts.login-per-account.slow-after=2",
        "arena.accounts.login-per-account.lock-after=4",
        "arena.accounts.login-per-address.slow-after=6",
        "arena.accounts.login-per-address.lock-after=8",
        "arena.accounts.login-first-delay=10s",
        "arena.accounts.login-lock-for=15m",
        "arena.accounts.registrations-per-address=2",
        "arena.accounts.registration-window=1h"})
public @interface AccountTestContext {
}
