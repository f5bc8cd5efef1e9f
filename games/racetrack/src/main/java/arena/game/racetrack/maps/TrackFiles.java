package arena.game.racetrack.maps;

import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.game.api.MapSymbol;
import arena.game.api.Phrases;
import arena.game.racetrack.rules.RacetrackRules;
import java.util.List;

/** A contest's own track: one line {@code width axis}, checked by the rules of spec §4 on upload. */
public final class TrackFiles implements MapFiles {

    private static final Phrases WORDS = Phrases.of(TrackFiles.class, "racetrack");

    private final RacetrackRules rules;
    private final TrackParser parser;

    public TrackFiles(RacetrackRules rules) {
        this.rules = rules;
        this.parser = new TrackParser(rules);
    }

    @Override
    public GameMap read(String id, String name, String text) {
        parser.parse(text.strip());
        return new GameMap(id, name, 1, text.strip());
    }

    @Override
    public List<MapSymbol> legend() {
        return List.of(
                new MapSymbol("0–" + rules.maxWidth(), WORDS.say("outcome.racetrack.map.width", rules.maxWidth())),
                new MapSymbol("U D L R", WORDS.say("outcome.racetrack.map.axis", rules.minAxis(), rules.maxAxis())));
    }
}
