package arena.platform.submission;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import jakarta.persistence.EmbeddedId;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.io.Serializable;

/** A user in a contest, with the accepted strategy that plays for them (their "main" one). */
@Entity
@Table(name = "entrants")
public class Entrant {

    @EmbeddedId
    private Key key;

    @Column(name = "main_submission_id")
    private Long mainSubmissionId;

    protected Entrant() {
    }

    Entrant(long contestId, long userId) {
        this.key = new Key(contestId, userId);
    }

    public Long getMainSubmissionId() {
        return mainSubmissionId;
    }

    void setMainSubmissionId(Long mainSubmissionId) {
        this.mainSubmissionId = mainSubmissionId;
    }

    @Embeddable
    public record Key(@Column(name = "contest_id") long contestId, @Column(name = "user_id") long userId)
            implements Serializable {
    }
}
