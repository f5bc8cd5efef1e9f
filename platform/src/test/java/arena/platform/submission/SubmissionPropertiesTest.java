package arena.platform.submission;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.springframework.util.unit.DataSize;

class SubmissionPropertiesTest {

    @Test
    void theWaitOfAHeldSubmissionDoublesPerTryUpToItsCap() {
        SubmissionProperties properties = new SubmissionProperties(DataSize.ofMegabytes(1), 3, Duration.ofMinutes(5),
                Duration.ofMinutes(2), Duration.ofMinutes(1), Duration.ofMinutes(10));

        assertThat(properties.heldWait(0)).isEqualTo(Duration.ofMinutes(1));
        assertThat(properties.heldWait(1)).isEqualTo(Duration.ofMinutes(2));
        assertThat(properties.heldWait(3)).isEqualTo(Duration.ofMinutes(8));
        assertThat(properties.heldWait(4)).isEqualTo(Duration.ofMinutes(10));
        assertThat(properties.heldWait(Integer.MAX_VALUE)).isEqualTo(Duration.ofMinutes(10));
    }

    @Test
    void heldSubmissionsWaitAMinuteThenAtMostAnHourByDefault() {
        SubmissionProperties properties = new SubmissionProperties(DataSize.ofMegabytes(1), 3, Duration.ofMinutes(5),
                Duration.ofMinutes(2), null, null);

        assertThat(properties.heldWait(0)).isEqualTo(Duration.ofMinutes(1));
        assertThat(properties.heldWait(40)).isEqualTo(Duration.ofHours(1));
    }
}
