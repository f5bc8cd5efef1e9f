package arena.game.api;

import java.util.List;
import java.util.Optional;

/**
 * What an engine tells the platform about itself.
 *
 * @param id           short stable id, also the URL segment and the folder of the game's web resources
 *                     ({@code /games/<id>/viewer.js})
 * @param name         display name
 * @param summary      one paragraph for the contest page
 * @param formats      the match formats (seat counts and teams)
 * @param maps         the maps a match may be played on
 * @param limits       the limits applied to every seat
 * @param launch       how a strategy process is started and reached
 * @param scoreOrder   whether a lower or a higher {@link Score} is better
 * @param stageScoring the default points table of a tournament stage
 * @param bots         built-in bots, played as in-process seats; at most one is the game's filler
 *                     ({@link BotInfo#filler()})
 * @param packs        downloadable starter packs
 * @param bounds       how far a user can push one game: every value a user can set, with its range
 */
public record EngineInfo(
        String id,
        String name,
        String summary,
        List<Format> formats,
        List<GameMap> maps,
        Limits limits,
        Launch launch,
        ScoreOrder scoreOrder,
        StageScoring stageScoring,
        List<BotInfo> bots,
        List<StarterPack> packs,
        Bounds bounds) {

    public EngineInfo {
        if (!id.matches("[a-z][a-z0-9-]{0,31}")) {
            throw new IllegalArgumentException("engine id must be lower-case letters, digits or '-': " + id);
        }
        formats = List.copyOf(formats);
        maps = List.copyOf(maps);
        bots = List.copyOf(bots);
        packs = List.copyOf(packs);
        if (bots.stream().filter(BotInfo::filler).count() > 1) {
            throw new IllegalArgumentException("engine " + id + " declares more than one filler bot");
        }
        if (bounds == null) {
            throw new IllegalArgumentException("engine " + id + " must declare its bounds");
        }
    }

    public Optional<Format> format(String formatId) {
        return formats.stream().filter(format -> format.id().equals(formatId)).findFirst();
    }

    public Optional<GameMap> map(String mapId) {
        return maps.stream().filter(map -> map.id().equals(mapId)).findFirst();
    }

    public Optional<BotInfo> bot(String botId) {
        return bots.stream().filter(bot -> bot.id().equals(botId)).findFirst();
    }

    /** The bot that takes an empty seat of a stage game, when the game has one. */
    public Optional<BotInfo> fillerBot() {
        return bots.stream().filter(BotInfo::filler).findFirst();
    }
}
