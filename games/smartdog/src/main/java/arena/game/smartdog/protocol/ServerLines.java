package arena.game.smartdog.protocol;

import arena.game.smartdog.rules.Layout;
import arena.game.smartdog.rules.Sighting;
import arena.game.smartdog.rules.SmartDogRules;
import arena.game.smartdog.rules.Territory;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Every line the server sends (§9.3, §9.4), byte for byte as the original: the payloads are JSON objects or
 * arrays without their outer brackets, keys in a fixed order, and the spacing of each command is part of the
 * format ({@code wait } with a trailing space, {@code state} and {@code obj} with two spaces). Each line
 * ends with a single {@code \n}.
 */
public final class ServerLines {

    private ServerLines() {
    }

    /** The join was accepted (D2: always sent). */
    public static String waitLine() {
        return "wait \n";
    }

    /**
     * {@code start} with its 17 keys in order, every value a JSON integer (the original Java client parses
     * each one with {@code Integer.parseInt}).
     */
    public static String start(int you, Layout layout, SmartDogRules rules) {
        Territory t = layout.territories().get(you - 1);
        StringJoiner s = new StringJoiner(",", "start ", "\n");
        s.add(pair("you", you)).add(pair("rows", layout.rows())).add(pair("cols", layout.cols()))
                .add(pair("players", layout.players()))
                .add(pair("x1", t.x1())).add(pair("x2", t.x2())).add(pair("y1", t.y1())).add(pair("y2", t.y2()));
        for (Map.Entry<String, Integer> option : rules.asMap().entrySet()) {
            s.add(pair(option.getKey(), option.getValue()));
        }
        s.add(pair("maxSheepsCount", layout.maxSheep())).add(pair("iniSheepsCount", layout.iniSheep()));
        return s.toString();
    }

    /** The landscape rows, top first, in the characters of §4.2. */
    public static String landscape(Layout layout) {
        StringJoiner s = new StringJoiner(",", "landscape ", "\n");
        for (String row : layout.landscape()) {
            s.add(JsonText.quoted(row));
        }
        return s.toString();
    }

    public static String state(int turn) {
        return "state  \"turn\":" + turn + "\n";
    }

    public static String obj(Sighting sighting) {
        String body;
        if (sighting instanceof Sighting.SeenDog d) {
            body = pair("id", d.id()) + ",\"type\":\"Dog\"," + pair("x", d.x()) + "," + pair("y", d.y()) + ","
                    + pair("owner", d.owner()) + ",\"action\":" + JsonText.quoted(d.action())
                    + (d.barking() ? ",\"voice\":\"barking\"" : "");
        } else if (sighting instanceof Sighting.SeenSheep s) {
            body = "\"type\":\"Sheep\"," + pair("x", s.x()) + "," + pair("y", s.y()) + ",\"action\":"
                    + JsonText.quoted(s.action()) + ",\"direction\":" + JsonText.quoted(s.direction().word());
        } else {
            body = "\"voice\":\"barking\"," + pair("x", sighting.x()) + "," + pair("y", sighting.y());
        }
        return "obj  " + body + "\n";
    }

    public static String turn() {
        return "turn\n";
    }

    public static String warning(String text) {
        return "warning " + JsonText.escape(text) + "\n";
    }

    public static String error(String text) {
        return "error " + JsonText.escape(text) + "\n";
    }

    /**
     * @param winner the winner's number, or 0 for none
     * @param error  the error of an aborted game ({@code player.gone}), or {@code null}
     */
    public static String finished(boolean youWin, int winner, String error) {
        StringBuilder s = new StringBuilder("finished \"youWin\":").append(youWin);
        if (winner > 0) {
            s.append(",\"winner\":").append(winner);
        }
        if (error != null) {
            s.append(",\"error\":").append(JsonText.quoted(error));
        }
        return s.append('\n').toString();
    }

    private static String pair(String key, int value) {
        return '"' + key + "\":" + value;
    }
}
