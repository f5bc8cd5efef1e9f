package arena.platform.organize;

import arena.game.api.MapFiles;
import arena.platform.error.ArenaException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.springframework.http.HttpStatus;
import org.springframework.web.multipart.MultipartFile;

/**
 * The text of a map from the form: a chosen file wins over pasted text. A file is measured before it is read, against
 * the same cap as pasted text ({@link MapFiles#MAX_BYTES}), and must be UTF-8 text, as the games read maps.
 */
final class MapFileText {

    private MapFileText() {
    }

    /**
     * @throws ArenaException {@code TOO_LARGE} for a file over the cap, {@code INVALID_MAP} for one that is not UTF-8
     */
    static String of(MultipartFile file, String pasted) {
        if (file == null || file.isEmpty()) {
            return pasted == null ? "" : pasted;
        }
        if (file.getSize() > MapFiles.MAX_BYTES) {
            throw new ArenaException(HttpStatus.CONTENT_TOO_LARGE, "TOO_LARGE", "error.TOO_LARGE.map", file.getSize(),
                    MapFiles.MAX_BYTES);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(file.getBytes())).toString();
        } catch (CharacterCodingException e) {
            throw new ArenaException(HttpStatus.BAD_REQUEST, "INVALID_MAP", "error.INVALID_MAP.encoding");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
