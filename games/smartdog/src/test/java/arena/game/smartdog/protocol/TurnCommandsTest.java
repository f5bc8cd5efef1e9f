package arena.game.smartdog.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.smartdog.maps.MapParser;
import arena.game.smartdog.maps.Tiling;
import arena.game.smartdog.rules.Game;
import arena.game.smartdog.rules.SmartDogRules;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** §9.7: the replies to a player's lines inside a turn, as TV-P3 lists them. */
class TurnCommandsTest {

    private final Game game = new Game(Tiling.build(MapParser.parse("p3", "..#..\n.^@*.\n.....\n.....\n"), 1),
            SmartDogRules.HUB_DEFAULTS.with(Map.of("dogVisibilityR", 4, "dogBarkingR", 4, "sheepStandBy", 9,
                    "sheepScaryTurns", 1, "dogScaryTurns", 4, "turnsLimit", 2)));

    @Test
    void repliesOfTurnOneOfTVP3() {
        game.beginTurn();
        assertThat(reply("do 1 jump")).isEqualTo("warning Unknown command - jump, only the following are allowed: move,bark\n");
        assertThat(reply("do")).isEqualTo("warning Unknown command - undefined, only the following are allowed: move,bark\n");
        assertThat(reply("bogus cmd here")).isEqualTo("error Unknown command: bogus(cmd here)\n");
        assertThat(reply("Do 1 bark")).isEqualTo("error Unknown command: Do(1 bark)\n");
        assertThat(reply("")).isNull();
        assertThat(reply("do 1 move")).isEqualTo(
                "warning 1 Unexpected direction 'undefined', one of the following expected: up,down,left,right\n");
        assertThat(reply("join carol solo")).isEqualTo("error Already joined\n");
        assertThat(reply("do 1 move sideways")).isEqualTo(
                "warning 1 Unexpected direction 'sideways', one of the following expected: up,down,left,right\n");
        assertThat(reply("do 2 move up")).isEqualTo("warning 2 Unknown id\n");
        assertThat(reply("do 1 move up")).isEqualTo(
                "warning 1 Cannot move to 2, 0 - there is a non traversable landscape or another object\n");
        assertThat(reply("do 1 move down")).isNull();
        assertThat(reply("do 1 move left")).isEqualTo("warning 1 Dog already moved this turn\n");
        assertThat(reply("do 1 bark")).isNull();
        assertThat(reply("do 1 bark")).isEqualTo("warning 1 Dog with already barked this turn\n");
        assertThat(TurnCommands.apply(game, 1, ClientLine.parse("end"))).isEqualTo(new TurnCommands.Reply(null, true));
    }

    @Test
    void extraTokensAfterAValidCommandAreIgnored() {
        game.beginTurn();
        assertThat(reply("do 1 move down now")).isNull();
        assertThat(reply("do 1 bark loudly")).isNull();
        assertThat(game.pasture().dogs().get(0).y()).isEqualTo(2);
    }

    @Test
    void idsAreDecimalNumbersOfTheSendersOwnDogs() {
        game.beginTurn();
        assertThat(reply("do x bark")).isEqualTo("warning x Unknown id\n");
        assertThat(reply("do -1 bark")).isEqualTo("warning -1 Unknown id\n");
        assertThat(reply("do 99999999999999999999 bark")).isEqualTo("warning 99999999999999999999 Unknown id\n");
        assertThat(TurnCommands.apply(game, 2, ClientLine.parse("do 1 bark")).reply()).isEqualTo("warning 1 Unknown id\n");
    }

    /** W2: the original looks the id token up as the text of an id, so only the id's own spelling names a dog. */
    @Test
    void W2_anIdWithLeadingZerosIsUnknown() {
        game.beginTurn();
        assertThat(reply("do 01 move down")).isEqualTo("warning 01 Unknown id\n");
        assertThat(reply("do 001 bark")).isEqualTo("warning 001 Unknown id\n");
        assertThat(game.pasture().dogs().get(0).y()).as("the dog stayed").isEqualTo(1);
        assertThat(reply("do 1 move down")).as("its own id still names it").isNull();
    }

    @Test
    void W2_anIdWithASignOrAFractionIsUnknown() {
        game.beginTurn();
        assertThat(reply("do +1 bark")).isEqualTo("warning +1 Unknown id\n");
        assertThat(reply("do 1.0 bark")).isEqualTo("warning 1.0 Unknown id\n");
        assertThat(reply("do 0x1 bark")).isEqualTo("warning 0x1 Unknown id\n");
        assertThat(reply("do 1 bark")).isNull();
    }

    private String reply(String line) {
        TurnCommands.Reply reply = TurnCommands.apply(game, 1, ClientLine.parse(line));
        assertThat(reply.end()).isFalse();
        return reply.reply();
    }
}
