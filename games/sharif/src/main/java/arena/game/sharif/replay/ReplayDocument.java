package arena.game.sharif.replay;

import arena.game.api.EngineVersion;
import arena.game.api.ReplayWriter;
import arena.game.api.Verdict;
import arena.game.sharif.protocol.InitMessage;
import arena.game.sharif.rules.Combatant;
import arena.game.sharif.rules.CastReport;
import arena.game.sharif.rules.Command;
import arena.game.sharif.rules.Game;
import arena.game.sharif.rules.Unit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The replay (D-20): the inputs (map, seed, picks, commands) for exact re-simulation, the map as the init
 * message of player 0 sends it ({@code init}: grid, paths, kings, unit and spell tables), and one frame per
 * state from 1 for the viewer: kings' HP and targets, units
 * {@code [id, owner, typeId, row, col, hp, targetId, targetRow, targetCol, pathId]} (target −1 and its cell
 * −1, −1 when none; a king's target is one of its cells, ids 1..36), the ids of units that died, the spells
 * applied {@code [typeId, casterId, row, col, remainingTurns, castThisTurn 0/1]}, each player's AP, hand and
 * spells; and {@code verdicts}, each failed player's {@code player}, {@code verdict} (the reason code) and
 * {@code turn} (as the site's verdicts number it, null when none applies), which the viewer's time line marks.
 */
public final class ReplayDocument {

    private ReplayDocument() {
    }

    public static byte[] write(GameRecord record, List<String> names) {
        return write(record, names, List.of());
    }

    /** The replay with the players' verdicts (one per player, in seat order; the failed ones are written). */
    public static byte[] write(GameRecord record, List<String> names, List<Verdict> verdicts) {
        List<Object> frames = new ArrayList<>();
        Game last = Resimulation.run(record, game -> frames.add(frame(game)));
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("game", "sharif");
        doc.put(ReplayWriter.ENGINE, EngineVersion.current());
        doc.put("map", record.map().name());
        doc.put("seed", record.seed());
        doc.put("names", names);
        doc.put("init", InitMessage.info(record.map(), 0));
        doc.put("picks", record.picks());
        doc.put("commands", record.commands().stream().map(ReplayDocument::commands).toList());
        doc.put("frames", frames);
        doc.put("scores", last.scores());
        List<Map<String, Object>> failed = new ArrayList<>();
        for (int p = 0; p < verdicts.size(); p++) {
            Verdict verdict = verdicts.get(p);
            if (!verdict.ok()) {
                Map<String, Object> entry = new LinkedHashMap<>();
                entry.put("player", p);
                entry.put("verdict", verdict.code().name());
                entry.put("turn", verdict.turn());
                failed.add(entry);
            }
        }
        doc.put("verdicts", failed);
        return ReplayWriter.capped("sharif", ReplayWriter.write(doc));
    }

    private static Map<Integer, List<Map<String, Object>>> commands(Map<Integer, List<Command>> step) {
        Map<Integer, List<Map<String, Object>>> out = new LinkedHashMap<>();
        step.forEach((player, list) -> out.put(player, list.stream().map(ReplayDocument::command).toList()));
        return out;
    }

    /** One command as the replay writes it (and the reproduction prints it). */
    public static Map<String, Object> command(Command command) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (command instanceof Command.PutUnit put) {
            out.put("type", "putUnit");
            out.put("typeId", put.typeId());
            out.put("pathId", put.pathId());
        } else if (command instanceof Command.CastSpell cast) {
            out.put("type", "castSpell");
            out.put("typeId", cast.typeId());
            out.put("cell", cast.cell() == null ? null : List.of(cast.cell().row(), cast.cell().col()));
            out.put("unitId", cast.unitId());
            out.put("pathId", cast.pathId());
        } else if (command instanceof Command.Upgrade upgrade) {
            out.put("type", upgrade.kind() == Command.UpgradeKind.DAMAGE ? "damageUpgrade" : "rangeUpgrade");
            out.put("unitId", upgrade.unitId());
        }
        return out;
    }

    static Map<String, Object> frame(Game game) {
        Map<String, Object> frame = new LinkedHashMap<>();
        frame.put("turn", game.turn());
        List<Integer> kings = new ArrayList<>();
        List<Object> players = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            kings.add(Math.max(0, game.king(p).hp()));
            players.add(Map.of("ap", game.player(p).ap(), "hand", game.player(p).hand(),
                    "spells", game.player(p).spellList()));
        }
        frame.put("kings", kings);
        List<Integer> kingTargets = new ArrayList<>();
        for (int p = 0; p < 4; p++) {
            Unit target = game.king(p).target();
            kingTargets.add(target == null || !game.king(p).alive() ? -1 : target.id());
        }
        frame.put("kingTargets", kingTargets);
        frame.put("players", players);
        List<List<Integer>> units = new ArrayList<>();
        for (Unit unit : game.units()) {
            Combatant target = unit.target();
            units.add(List.of(unit.id(), unit.owner(), unit.base().typeId(), unit.cell().row(), unit.cell().col(),
                    Math.max(0, unit.hp()), target == null ? -1 : target.id(), target == null ? -1 : target.cell().row(),
                    target == null ? -1 : target.cell().col(), unit.pathId()));
        }
        frame.put("units", units);
        frame.put("died", game.diedUnits().stream().map(Unit::id).toList());
        List<List<Integer>> casts = new ArrayList<>();
        for (CastReport cast : game.castSpells()) {
            casts.add(List.of(cast.typeId(), cast.casterId(), cast.cell().row(), cast.cell().col(),
                    cast.remainingTurns(), cast.wasCastThisTurn() ? 1 : 0));
        }
        frame.put("casts", casts);
        return frame;
    }
}
