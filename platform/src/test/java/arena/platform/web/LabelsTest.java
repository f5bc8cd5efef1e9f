package arena.platform.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class LabelsTest {

    @Test
    void camelCaseBecomesWords() {
        Labels labels = new Labels();
        assertThat(labels.of("finishingMove")).isEqualTo("finishing move");
        assertThat(labels.of("processingMs")).isEqualTo("processing ms");
        assertThat(labels.of("crashed_tick")).isEqualTo("crashed tick");
        assertThat(labels.of("moves")).isEqualTo("moves");
    }

    @Test
    void anAbbreviationStaysOne() {
        Labels labels = new Labels();
        assertThat(labels.of("king HP")).isEqualTo("king HP");
        assertThat(labels.of("kingHP")).isEqualTo("king HP");
        assertThat(labels.of("answer time")).isEqualTo("answer time");
    }
}
