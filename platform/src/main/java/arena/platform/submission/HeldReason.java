package arena.platform.submission;

import arena.platform.error.ErrorSentences;
import arena.platform.web.TimeFormat;
import java.time.Instant;
import org.springframework.stereotype.Component;

/**
 * Why a submission is held, in the reader's language and time zone: the submission keeps the infrastructure's own
 * words and its next try's time, and this sentence is written around them when a page or the API shows it.
 */
@Component("heldReason")
public class HeldReason {

    private final ErrorSentences sentences;
    private final TimeFormat time;

    HeldReason(ErrorSentences sentences, TimeFormat time) {
        this.sentences = sentences;
        this.time = time;
    }

    /** @param why what the infrastructure said (stored as the submission's reason message) */
    public String of(Instant retryAt, String why) {
        return sentences.of("held.reason", time.format(retryAt), why == null ? "" : why);
    }
}
