package arena.game.bomber.maps;

import arena.game.api.GameMap;
import arena.game.api.MapFiles;
import arena.game.api.MapSymbol;
import arena.game.api.Phrases;
import arena.game.bomber.rules.BomberMap;
import arena.game.bomber.rules.BomberRules;
import java.util.List;

/**
 * A contest's own bomber map: a rated map (spec §11.3: {@value BomberRules#OFFICIAL_SIDE} cells square, start slots
 * 1..k) in the legend of spec §11.2, whose bonuses under wooden buildings stay hidden from the strategies.
 */
public final class ContestMapFiles implements MapFiles {

    private static final Phrases WORDS = Phrases.of(ContestMapFiles.class, "bomber");

    @Override
    public GameMap read(String id, String name, String text) {
        BomberMap map = MapParser.parseOfficial(id, text);
        return new GameMap(id, name, map.slots().size(), map.publicText());
    }

    /** Spec §11.2, in the words of the rules page. */
    @Override
    public List<MapSymbol> legend() {
        return List.of(
                new MapSymbol(".", WORDS.say("outcome.bomber.map.free")),
                new MapSymbol("#", WORDS.say("outcome.bomber.map.wall")),
                new MapSymbol("+", WORDS.say("outcome.bomber.map.building")),
                new MapSymbol("a", WORDS.say("outcome.bomber.map.hiddenAmmunition")),
                new MapSymbol("r", WORDS.say("outcome.bomber.map.hiddenRadius")),
                new MapSymbol("A", WORDS.say("outcome.bomber.map.ammunition")),
                new MapSymbol("R", WORDS.say("outcome.bomber.map.radius")),
                new MapSymbol("1 2 3 4", WORDS.say("outcome.bomber.map.slots", BomberRules.OFFICIAL_SIDE)));
    }
}
