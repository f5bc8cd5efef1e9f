package arena.game.racetrack.maps;

import arena.game.racetrack.rules.RacetrackRules;
import java.util.HashMap;
import java.util.Map;

/**
 * Reads and validates a track string (§2, §4). Rules are checked in the order V1, V2, V4, V5, V6, V7
 * and the first failure is reported, except that a bad letter in an otherwise well-formed axis token
 * is V3 (D-R25).
 */
public final class TrackParser {

    private final RacetrackRules rules;

    public TrackParser(RacetrackRules rules) {
        this.rules = rules;
    }

    public TrackParser() {
        this(RacetrackRules.STANDARD);
    }

    /** @throws InvalidTrackException naming the first rule the string breaks */
    public Track parse(String text) {
        int space = text.indexOf(' ');
        if (space < 0) {
            throw new InvalidTrackException(TrackRule.V1, "expected '<width> <axis>' separated by one space");
        }
        String widthText = text.substring(0, space);
        String axis = text.substring(space + 1);
        checkGrammar(widthText, axis);
        int width = checkRanges(widthText, axis);
        int n = axis.length();
        int[] xs = new int[n];
        int[] ys = new int[n];
        int x = 0;
        int y = 0;
        for (int i = 0; i < n; i++) {
            xs[i] = x;
            ys[i] = y;
            Direction step = Direction.ofLetter(axis.charAt(i));
            x += step.dx();
            y += step.dy();
        }
        if (x != 0 || y != 0) {
            throw new InvalidTrackException(TrackRule.V4, "the axis ends at " + point(x, y) + ", not at its start (0,0)");
        }
        checkNoCrossing(xs, ys);
        if (axis.charAt(0) != axis.charAt(n - 1)) {
            throw new InvalidTrackException(TrackRule.V6, "the first axis letter '" + axis.charAt(0)
                    + "' differs from the last '" + axis.charAt(n - 1) + "'");
        }
        Field field = Field.build(xs, ys, width);
        Track track = new Track(text, width, axis, xs, ys, field);
        checkStartLines(track);
        return track;
    }

    private static void checkGrammar(String widthText, String axis) {
        if (!widthText.matches("0|[1-9][0-9]*")) {
            throw new InvalidTrackException(TrackRule.V1,
                    "the width must be a decimal number without sign or leading zeros: '" + abbreviate(widthText) + "'");
        }
        if (axis.isEmpty()) {
            throw new InvalidTrackException(TrackRule.V1, "the axis is empty");
        }
        if (axis.indexOf(' ') >= 0) {
            throw new InvalidTrackException(TrackRule.V1, "exactly one space must separate the width and the axis");
        }
        for (int i = 0; i < axis.length(); i++) {
            if (Direction.ofLetter(axis.charAt(i)) == null) {
                throw new InvalidTrackException(TrackRule.V3, "axis letter " + (i + 1) + " is "
                        + visible(axis.charAt(i)) + ", not U, D, L or R");
            }
        }
    }

    private int checkRanges(String widthText, String axis) {
        // More than two digits is above the limit already; checking the length first avoids an overflow.
        int width = widthText.length() > 2 ? Integer.MAX_VALUE : Integer.parseInt(widthText);
        if (width > rules.maxWidth()) {
            throw new InvalidTrackException(TrackRule.V2, "the width " + abbreviate(widthText)
                    + " is above " + rules.maxWidth());
        }
        if (axis.length() < rules.minAxis() || axis.length() > rules.maxAxis()) {
            throw new InvalidTrackException(TrackRule.V2, String.format(java.util.Locale.ROOT,
                    "the axis has %,d steps; it must have %,d to %,d", axis.length(), rules.minAxis(), rules.maxAxis()));
        }
        return width;
    }

    private static void checkNoCrossing(int[] xs, int[] ys) {
        Map<Long, Integer> seen = new HashMap<>(xs.length * 2);
        for (int i = 0; i < xs.length; i++) {
            Integer earlier = seen.putIfAbsent(((long) xs[i] << 32) ^ (ys[i] & 0xFFFFFFFFL), i);
            if (earlier != null) {
                throw new InvalidTrackException(TrackRule.V5, "the axis visits " + point(xs[i], ys[i])
                        + " twice (A" + earlier + " and A" + i + ")");
            }
        }
    }

    /** V7: the first non-field points must lie at B ± (w+1)·n for B = A_{N−1}, A₀, A₁. */
    private static void checkStartLines(Track track) {
        int n = track.length();
        int reach = track.width() + 1;
        int nx = -track.direction().dy();
        int ny = track.direction().dx();
        int[] indices = {n - 1, 0, 1};
        String[] names = {"pre-start", "start", "post-start"};
        for (int i = 0; i < indices.length; i++) {
            int bx = track.axisX(indices[i]);
            int by = track.axisY(indices[i]);
            for (int side : new int[] {1, -1}) {
                long x = bx + (long) side * reach * nx;
                long y = by + (long) side * reach * ny;
                if (track.field().contains(x, y)) {
                    throw new InvalidTrackException(TrackRule.V7, "the " + names[i] + " line is not clean: "
                            + point(x, y) + " = A" + indices[i] + (side > 0 ? " + " : " - ") + reach
                            + "·n is a field point");
                }
            }
        }
    }

    private static String point(long x, long y) {
        return "(" + x + "," + y + ")";
    }

    private static String visible(char c) {
        return c >= 0x21 && c < 0x7F ? "'" + c + "'" : String.format("U+%04X", (int) c);
    }

    private static String abbreviate(String text) {
        return text.length() <= 20 ? text : text.substring(0, 20) + "...";
    }
}
