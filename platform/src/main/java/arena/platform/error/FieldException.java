package arena.platform.error;

import org.springframework.http.HttpStatus;

/**
 * A refused value of one field of a form: the page marks that field and prints the sentence (with the allowed range)
 * beside it; the REST API adds the field's name to its ProblemDetail.
 */
public class FieldException extends ArenaException {

    private final String field;

    /** @param key a key of the errors bundle, as for {@link ArenaException} */
    public FieldException(String code, String field, String key, Object... arguments) {
        this(HttpStatus.BAD_REQUEST, code, field, key, arguments);
    }

    public FieldException(HttpStatus status, String code, String field, String key, Object... arguments) {
        super(status, code, key, arguments);
        this.field = field;
    }

    /** The form field's name (the JSON property where the API takes the same value). */
    public String field() {
        return field;
    }
}
