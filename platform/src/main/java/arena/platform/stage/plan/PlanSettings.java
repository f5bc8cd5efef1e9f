package arena.platform.stage.plan;

import arena.game.api.Format;
import java.util.List;

/**
 * What the planner needs of a stage: its kind, the game format, and per kind the waves of a part, the repetitions
 * of the round robin, the maps, and the built-in bot that fills seats no entrant is left for.
 *
 * @param kind      how the games are planned
 * @param format    the game format; its seat count is the seats per game
 * @param waves     waves per part ({@link StageKind#WAVES} only, at least {@value #MIN_WAVES} as seed 000 promises)
 * @param repeats   how many times the round robin is played per part ({@link StageKind#ALL_PAIRS} only)
 * @param maps      map ids: wave {@code w} is played on {@code maps[w mod maps]}; per map one wave in
 *                  {@link StageKind#ONE_GAME_PER_MAP}
 * @param fillerBot the built-in bot id filling seats in {@link StageKind#WAVES}, or {@code null} elsewhere
 */
public record PlanSettings(StageKind kind, Format format, int waves, int repeats, List<String> maps,
        String fillerBot) {

    public static final int MIN_WAVES = 10;

    public PlanSettings {
        maps = List.copyOf(maps);
        if (maps.isEmpty()) {
            throw new PlanRefusal("error.INVALID_STAGE.noMap");
        }
        switch (kind) {
            case WAVES -> {
                if (format.solo()) {
                    throw new PlanRefusal("error.INVALID_STAGE.wavesSolo", format.id());
                }
                if (waves < MIN_WAVES) {
                    throw new PlanRefusal("error.INVALID_STAGE.fewWaves", MIN_WAVES, waves);
                }
                if (fillerBot == null || fillerBot.isBlank()) {
                    throw new PlanRefusal("error.INVALID_STAGE.noFiller");
                }
            }
            case ALL_PAIRS -> {
                if (format.seats() != 2) {
                    throw new PlanRefusal("error.INVALID_STAGE.duelSeats", format.id());
                }
                if (repeats < 1) {
                    throw new PlanRefusal("error.INVALID_STAGE.noRepeats", repeats);
                }
            }
            case ONE_GAME_PER_MAP -> {
                if (!format.solo()) {
                    throw new PlanRefusal("error.INVALID_STAGE.soloFormat", format.id());
                }
            }
        }
    }

    public static PlanSettings waves(Format format, int waves, List<String> maps, String fillerBot) {
        return new PlanSettings(StageKind.WAVES, format, waves, 0, maps, fillerBot);
    }

    public static PlanSettings allPairs(Format format, int repeats, List<String> maps) {
        return new PlanSettings(StageKind.ALL_PAIRS, format, 0, repeats, maps, null);
    }

    public static PlanSettings oneGamePerMap(Format format, List<String> maps) {
        return new PlanSettings(StageKind.ONE_GAME_PER_MAP, format, 0, 0, maps, null);
    }

    String map(int wave) {
        return maps.get(wave % maps.size());
    }
}
