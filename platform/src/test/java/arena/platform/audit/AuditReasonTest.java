package arena.platform.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import arena.platform.error.ArenaException;
import org.junit.jupiter.api.Test;

class AuditReasonTest {

    @Test
    void aReasonIsRequired() {
        for (String missing : new String[] {null, "", "   ", "\n\t"}) {
            assertThatThrownBy(() -> AuditReason.check(missing)).isInstanceOf(ArenaException.class)
                    .extracting(e -> ((ArenaException) e).code()).isEqualTo("REASON_REQUIRED");
        }
    }

    @Test
    void aReasonIsTrimmedKeptOnOneLineAndBounded() {
        assertThat(AuditReason.check("  cheating\r\nFAKE LINE\u0000 ")).isEqualTo("cheating  FAKE LINE");
        assertThat(AuditReason.check("<script>alert(1)</script>")).isEqualTo("<script>alert(1)</script>");
        assertThat(AuditReason.check("x".repeat(AuditReason.MAX_LENGTH))).hasSize(AuditReason.MAX_LENGTH);
        assertThatThrownBy(() -> AuditReason.check("x".repeat(AuditReason.MAX_LENGTH + 1)))
                .isInstanceOf(ArenaException.class).extracting(e -> ((ArenaException) e).code())
                .isEqualTo("REASON_TOO_LONG");
    }
}
