package arena.platform.account;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Primary;

/** The throttles' clock in tests: the real time until a test freezes it, then moved only by the test. */
public final class TestClock extends Clock {

    private volatile Instant frozen;

    public void freezeAt(Instant instant) {
        frozen = instant;
    }

    public void advance(Duration duration) {
        frozen = instant().plus(duration);
    }

    public void thaw() {
        frozen = null;
    }

    @Override
    public Instant instant() {
        Instant now = frozen;
        return now != null ? now : Instant.now();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("the test clock is in UTC");
    }

    @TestConfiguration(proxyBeanMethods = false)
    public static class Config {

        @Bean
        @Primary
        TestClock testClock() {
            return new TestClock();
        }
    }
}
