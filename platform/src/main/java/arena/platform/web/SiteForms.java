package arena.platform.web;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.web.servlet.FlashMap;
import org.springframework.web.servlet.support.SessionFlashMapManager;

/**
 * The site's upload forms, for an upload refused before its controller sees it (too large to read): the
 * browser goes back to the form's page, which shows the error where the controller would have put it
 * (the same flash attributes as {@code SubmissionController}, {@code CustomGameController} and
 * {@code MapUploadsController}).
 */
final class SiteForms {

    private static final Pattern SUBMISSION = Pattern.compile("/contests/([a-z0-9-]+)/submissions");
    private static final Pattern COMMAND_FILE = Pattern.compile("/contests/([a-z0-9-]+)/games/replay");
    private static final Pattern CONTEST_MAP = Pattern.compile("/contests/([a-z0-9-]+)/contest-maps");

    private SiteForms() {
    }

    /** @return false when the request is not one of the forms (the caller answers it itself) */
    static boolean redirectWithError(HttpServletRequest request, HttpServletResponse response, String code, String sentence)
            throws IOException {
        String path = request.getRequestURI();
        FlashMap flash = new FlashMap();
        String target;
        String anchor = "";
        Matcher submission = SUBMISSION.matcher(path);
        Matcher commandFile = COMMAND_FILE.matcher(path);
        Matcher contestMap = CONTEST_MAP.matcher(path);
        if (submission.matches()) {
            target = "/contests/" + submission.group(1);
            flash.put("uploadCode", code);
            flash.put("uploadError", sentence);
        } else if (commandFile.matches()) {
            target = "/contests/" + commandFile.group(1) + "/games";
            flash.put("replayError", code + ": " + sentence);
        } else if (contestMap.matches()) {
            target = "/contests/" + contestMap.group(1) + "/stages";
            anchor = "#contest-maps";
            flash.put("mapError", code + ": " + sentence);
        } else {
            return false;
        }
        flash.setTargetRequestPath(target);
        new SessionFlashMapManager().saveOutputFlashMap(flash, request, response);
        response.sendRedirect(target + anchor);
        return true;
    }
}
