package arena.platform.submission;

import arena.platform.web.ArenaException;
import org.springframework.http.HttpStatus;

/** An upload refused before it is queued: empty, too large, a bad zip, an unknown language, too many. */
public class UploadException extends ArenaException {

    public UploadException(HttpStatus status, String code, String message) {
        super(status, code, message);
    }

    static UploadException badRequest(String code, String message) {
        return new UploadException(HttpStatus.BAD_REQUEST, code, message);
    }
}
