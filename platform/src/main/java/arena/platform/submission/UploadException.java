package arena.platform.submission;

import arena.platform.error.ArenaException;
import org.springframework.http.HttpStatus;

/** An upload refused before it is queued: empty, too large, a bad zip, an unknown language, too many. */
public class UploadException extends ArenaException {

    public UploadException(HttpStatus status, String code, String key, Object... arguments) {
        super(status, code, key, arguments);
    }

    static UploadException badRequest(String code, String key, Object... arguments) {
        return new UploadException(HttpStatus.BAD_REQUEST, code, key, arguments);
    }
}
