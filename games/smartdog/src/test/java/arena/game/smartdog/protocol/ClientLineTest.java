package arena.game.smartdog.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** §9.2 and §9.5: reading the client's lines. */
class ClientLineTest {

    @Test
    void commandIsBeforeTheFirstSpace_argumentIsTheTrimmedRest() {
        ClientLine line = ClientLine.parse("bogus   cmd here  ");
        assertThat(line.command()).isEqualTo("bogus");
        assertThat(line.argument()).isEqualTo("cmd here");
        assertThat(line.unknownCommand()).isEqualTo("error Unknown command: bogus(cmd here)\n");
        assertThat(ClientLine.parse("Do 1 bark").unknownCommand()).isEqualTo("error Unknown command: Do(1 bark)\n");
        assertThat(ClientLine.parse("hello").unknownCommand()).isEqualTo("error Unknown command: hello()\n");
    }

    @Test
    void tokensSplitOnRunsOfSpaces() {
        assertThat(ClientLine.parse("do  5 \t move   up").tokens()).containsExactly("5", "move", "up");
        assertThat(ClientLine.parse("do").token(0)).isNull();
    }

    @Test
    void blankLines() {
        assertThat(ClientLine.parse("").blank()).isTrue();
        assertThat(ClientLine.parse("  \t").blank()).isTrue();
    }

    @Test
    void joinWithAndWithoutAHub() {
        assertThat(Join.of(ClientLine.parse("join alice duet"))).contains(new Join("alice", "duet"));
        assertThat(Join.of(ClientLine.parse("join dave #solo"))).contains(new Join("dave", "solo"));
        assertThat(Join.of(ClientLine.parse("join erin SOLO"))).contains(new Join("erin", "solo"));
        assertThat(Join.of(ClientLine.parse("join fred default"))).contains(new Join("fred", "default"));
        assertThat(Join.of(ClientLine.parse("join loadbot#7"))).contains(new Join("loadbot#7", "default"));
        assertThat(Join.of(ClientLine.parse("join"))).contains(new Join("", "default"));
        assertThat(Join.of(ClientLine.parse("join a duet extra"))).contains(new Join("a", "duet"));
        assertThat(Join.of(ClientLine.parse("Join a duet"))).isEmpty();
    }

    @Test
    void linesEndWithNewlineCarriageReturnOrBoth() {
        ClientLines framing = new ClientLines();
        assertThat(framing.feed(bytes("end\nend\r\nend\rdo 1 "))).extracting(ClientLines.Line::text)
                .containsExactly("end", "end", "end");
        assertThat(framing.pending()).isTrue();
        assertThat(framing.feed(bytes("bark\r"))).extracting(ClientLines.Line::text).containsExactly("do 1 bark");
        // the \n of a \r\n split across two reads is not a second line
        assertThat(framing.feed(bytes("\nend\n"))).extracting(ClientLines.Line::text).containsExactly("end");
    }

    @Test
    void aLineLongerThan64KiBIsCutAndMarked() {
        ClientLines framing = new ClientLines();
        byte[] exactly = bytes("x".repeat(ClientLines.MAX_LINE_BYTES) + "\n");
        assertThat(framing.feed(exactly)).singleElement().matches(line -> !line.tooLong());
        var lines = framing.feed(bytes("y".repeat(ClientLines.MAX_LINE_BYTES + 1) + "\nend\n"));
        assertThat(lines).singleElement().matches(ClientLines.Line::tooLong);
        assertThat(framing.feed(bytes("end\n"))).isEmpty();
    }

    private static byte[] bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
