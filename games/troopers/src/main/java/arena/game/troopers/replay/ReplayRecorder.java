package arena.game.troopers.replay;

import arena.game.api.EngineVersion;
import arena.game.api.Phrases;
import arena.game.api.Verdict;
import arena.game.troopers.maps.MapParser;
import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionResult;
import arena.game.troopers.rules.Battle;
import arena.game.troopers.rules.BattleMap;
import arena.game.troopers.rules.Bonus;
import arena.game.troopers.rules.BonusType;
import arena.game.troopers.rules.Hit;
import arena.game.troopers.rules.Player;
import arena.game.troopers.rules.Trooper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the replay of a game as it is played: the map, the start position, then every turn and every action
 * with what it changed (the troopers whose state changed, hits, points, bonuses picked up), crashes and the
 * result, and what each player sees whenever that changes. The viewer plays it forward from the start position;
 * the inputs (each MOVE) make it exact.
 */
public final class ReplayRecorder {

    public static final int VERSION = 1;

    private final Map<String, Object> document = new LinkedHashMap<>();
    private final List<Object> events = new ArrayList<>();
    private final List<Object> streams = new ArrayList<>();
    private final Map<Long, Map<String, Object>> crashes = new HashMap<>();
    private Map<Long, List<Object>> before = new HashMap<>();
    private List<Long> bonusesBefore = List.of();
    private final Map<Long, String> sightBefore = new HashMap<>();

    public ReplayRecorder(long seed, String format, BattleMap map, Battle battle) {
        document.put("game", "troopers");
        document.put("version", VERSION);
        document.put(arena.game.api.ReplayWriter.ENGINE, EngineVersion.current());
        document.put("seed", Long.toString(seed));
        document.put("format", format);
        document.put("map", Map.of("id", map.id(), "name", map.name(), "text", MapParser.write(map)));
        document.put("moveCount", battle.rules().moveCount());
        List<Object> players = new ArrayList<>();
        for (Player p : battle.players()) {
            players.add(Map.of("id", p.id(), "name", p.name()));
        }
        document.put("players", players);
        List<Object> troopers = new ArrayList<>();
        for (Trooper t : battle.troopers()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("id", t.id());
            entry.put("player", t.playerId());
            entry.put("type", t.type().name());
            entry.put("state", state(t));
            troopers.add(entry);
        }
        document.put("troopers", troopers);
        List<Object> bonuses = new ArrayList<>();
        for (Bonus b : battle.bonuses()) {
            bonuses.add(Map.of("id", b.id(), "type", b.type().name(), "x", b.x(), "y", b.y()));
        }
        document.put("bonuses", bonuses);
        document.put("order", battle.order().stream().map(Trooper::id).toList());
        document.put("sight", sight(battle));
        document.put("events", events);
    }

    /** A trooper's turn began, with the AP it was granted. */
    public void turn(Battle battle, Trooper trooper) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("turn", trooper.id());
        event.put("move", battle.moveIndex());
        event.put("ap", trooper.actionPoints());
        events.add(event);
    }

    /** Call before an action is applied: remembers the state to compare with. */
    public void beforeAction(Battle battle) {
        before = new HashMap<>();
        for (Trooper t : battle.troopers()) {
            before.put(t.id(), state(t));
        }
        bonusesBefore = battle.bonuses().stream().map(Bonus::id).toList();
    }

    /** The action, its result and what it changed. */
    public void action(Battle battle, Trooper actor, Action action, ActionResult result, long answerNanos) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("trooper", actor.id());
        event.put("action", action.type().name());
        if (action.direction() != null) {
            event.put("direction", action.direction().name());
        }
        if (action.type().targeted() && action.direction() == null) {
            event.put("x", action.x());
            event.put("y", action.y());
        }
        event.put("ms", answerNanos / 1_000_000);
        if (!result.valid()) {
            // the English for old viewers and tools; the phrase for a viewer that says it in the reader's language
            event.put("invalid", result.problem().text());
            event.put("invalidPhrase", result.problem());
        }
        if (!result.hits().isEmpty()) {
            List<Object> hits = new ArrayList<>();
            for (Hit hit : result.hits()) {
                hits.add(Map.of("id", hit.trooperId(), "lost", hit.lost(), "killed", hit.killed()));
            }
            event.put("hits", hits);
        }
        if (result.points() != 0) {
            event.put("points", result.points());
        }
        Map<String, Object> changed = new LinkedHashMap<>();
        for (Trooper t : battle.troopers()) {
            List<Object> now = state(t);
            if (!now.equals(before.get(t.id()))) {
                changed.put(Long.toString(t.id()), now);
            }
        }
        if (!changed.isEmpty()) {
            event.put("changed", changed);
        }
        List<Long> taken = bonusesBefore.stream()
                .filter(id -> battle.bonuses().stream().noneMatch(b -> b.id() == id)).toList();
        if (!taken.isEmpty()) {
            event.put("pickedUp", taken);
        }
        event.put("scores", battle.players().stream().map(Player::score).toList());
        Map<String, Object> sight = sight(battle);
        if (!sight.isEmpty()) {
            event.put("sight", sight);
        }
        events.add(event);
    }

    /**
     * What each player sees now that it did not before (all of it at the start), by player id: its cells
     * ({@link arena.game.troopers.rules.Sight#cells}) as a bitmap, base64, cell {@code x * height + y} in bit
     * {@code i % 8} of byte {@code i / 8}. The viewer draws the fog from it and never recomputes the rule.
     */
    private Map<String, Object> sight(Battle battle) {
        Map<String, Object> changed = new LinkedHashMap<>();
        int cells = battle.reachability().width() * battle.reachability().height();
        for (Player p : battle.players()) {
            byte[] bitmap = java.util.Arrays.copyOf(battle.sight().cells(p.id()).toByteArray(), (cells + 7) / 8);
            String now = java.util.Base64.getEncoder().encodeToString(bitmap);
            if (!now.equals(sightBefore.put(p.id(), now))) {
                changed.put(Long.toString(p.id()), now);
            }
        }
        return changed;
    }

    /**
     * A player's strategy crashed, here in the game. Its verdict is known only when the game is over (a closed
     * connection is a crash at once, and the exit that may follow it is the verdict): {@link #verdict}.
     */
    public void crash(long playerId) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("crash", playerId);
        crashes.put(playerId, event);
        events.add(event);
    }

    /**
     * The final verdict of a player, in words: its crash event carries it (the seat's verdict, word for word), in
     * English for old viewers and tools, and as a phrase for a viewer that says it in the reader's language.
     */
    public void verdict(long playerId, Verdict verdict) {
        Map<String, Object> event = crashes.get(playerId);
        if (event != null) {
            event.put("verdict", verdict.toString());
            if (!verdict.message().isEmpty()) {
                event.put("verdictPhrase", Phrases.shared().say("outcome.verdict.at", verdict.code().name(), verdict.phrase()));
            }
        }
    }

    /**
     * The bytes a player's strategy was sent (for the repeater), base64, without the map blocks of its first
     * PLAYER_CONTEXT: they go back in at {@code mapAt}, rebuilt from the map.
     */
    public void stream(long playerId, int protocolVersion, byte[] bytes, int mapAt) {
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("player", playerId);
        entry.put("protocol", protocolVersion);
        entry.put("mapAt", mapAt);
        entry.put("bytes", java.util.Base64.getEncoder().encodeToString(bytes));
        streams.add(entry);
    }

    /** The result: moves played, and per player its score, place and whether it crashed. */
    public byte[] finish(Battle battle) {
        List<Object> results = new ArrayList<>();
        List<Integer> places = battle.places();
        for (int i = 0; i < battle.players().size(); i++) {
            Player p = battle.players().get(i);
            results.add(Map.of("id", p.id(), "score", p.score(), "place", places.get(i), "crashed", p.crashed()));
        }
        document.put("movesPlayed", battle.movesPlayed());
        document.put("results", results);
        document.put("streams", streams);
        return arena.game.api.ReplayWriter.write(document);
    }

    /** x, y, stance, hit points, AP and the three holding flags (G, M, R) of a trooper; hp 0 once dead. */
    private static List<Object> state(Trooper t) {
        String holding = (t.holding(BonusType.GRENADE) ? "G" : "") + (t.holding(BonusType.MEDIKIT) ? "M" : "")
                + (t.holding(BonusType.FIELD_RATION) ? "R" : "");
        return List.of(t.x(), t.y(), t.stance().name(), t.hitpoints(), t.actionPoints(), holding);
    }
}
