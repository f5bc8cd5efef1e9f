package arena.game.troopers.maps;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.troopers.rules.Terrain;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The nine original 2013 maps of the pool (spec D12 as amended): each one's cells give the fingerprint that
 * public 2013 bots compared the live game's cells against to recognise the map. Both fingerprints read the cells
 * column by column (x outer, y inner), each cell as its height 0..3: a 32-bit polynomial {@code h = 31 h + height}
 * with wrap-around (the nine constants of {@code udalov/russianaicup2013} {@code src/Board.java}), and, for the five
 * maps a second bot knew, the MD5 of the same heights written as decimal digits ({@code OlexiyO/CodeTroopers}
 * {@code map_util.py}).
 */
class MapFingerprintTest {

    private static final MapLibrary LIBRARY = MapLibrary.load();

    @Test
    void defaultMap() {
        assertThat(polynomial("default")).isEqualTo(49318912);
    }

    @Test
    void cheeser() {
        assertThat(polynomial("cheeser")).isEqualTo(43536704);
        assertThat(md5("cheeser")).isEqualTo("0b939d75af93ae8e8c01b5d17faa7dd1");
    }

    @Test
    void fefer() {
        assertThat(polynomial("fefer")).isEqualTo(-608025536);
        assertThat(md5("fefer")).isEqualTo("c4c783d9803057efbd042bd60943c712");
    }

    @Test
    void map01() {
        assertThat(polynomial("map01")).isEqualTo(-2071390976);
    }

    @Test
    void map02() {
        assertThat(polynomial("map02")).isEqualTo(-1500897472);
        assertThat(md5("map02")).isEqualTo("a0a6a9631a915a30e800f638d6a388b0");
    }

    @Test
    void map03() {
        assertThat(polynomial("map03")).isEqualTo(-1006608576);
        assertThat(md5("map03")).isEqualTo("3f96d08acaa3e9e119e3d2132350e2cb");
    }

    @Test
    void map04() {
        assertThat(polynomial("map04")).isEqualTo(1693721344);
    }

    @Test
    void map05() {
        assertThat(polynomial("map05")).isEqualTo(2031338624);
    }

    @Test
    void map06() {
        assertThat(polynomial("map06")).isEqualTo(-1450008832);
        assertThat(md5("map06")).isEqualTo("3c247ecf6cf98406aa33e689dbe05592");
    }

    private static int polynomial(String id) {
        Terrain terrain = terrain(id);
        int hash = 0;
        for (int x = 0; x < terrain.width(); x++) {
            for (int y = 0; y < terrain.height(); y++) {
                hash = 31 * hash + terrain.cell(x, y).height();
            }
        }
        return hash;
    }

    private static String md5(String id) {
        Terrain terrain = terrain(id);
        StringBuilder digits = new StringBuilder();
        for (int x = 0; x < terrain.width(); x++) {
            for (int y = 0; y < terrain.height(); y++) {
                digits.append(terrain.cell(x, y).height());
            }
        }
        try {
            byte[] digest = MessageDigest.getInstance("MD5").digest(digits.toString().getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Terrain terrain(String id) {
        return LIBRARY.find(id).orElseThrow().terrain();
    }
}
