package arena.game.troopers.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import arena.game.troopers.rules.Action;
import arena.game.troopers.rules.ActionType;
import arena.game.troopers.rules.BonusType;
import arena.game.troopers.rules.Cell;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.Direction;
import arena.game.troopers.rules.Reachability;
import arena.game.troopers.rules.Terrain;
import arena.game.troopers.rules.Trooper;
import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spec §7.8 worked bytes and vectors T41-T44 (T42 and T45 with a whole match in the match tests). */
class ProtocolBytesTest {

    static byte[] hex(String spaced) {
        return HexFormat.of().parseHex(spaced.replaceAll("\\s+", ""));
    }

    static final String GAME_CONTEXT = """
            05 01 32 00 00 00 64 00 00 00 32 00 00 00 19 00 00 00 00 00 00 00 00 00 f0 3f 02 00 00 00 02 00 00 00 04 00 00 00
            06 00 00 00 02 00 00 00 00 00 00 00 00 00 14 40 0a 00 00 00 05 00 00 00 01 00 00 00 05 00 00 00 03 00 00 00 00 00 00
            00 00 00 00 00 00 00 00 00 00 00 e0 3f 00 00 00 00 00 00 f0 3f 00 00 00 00 00 00 00 00 00 00 00 00 00 00 f0 3f 00 00
            00 00 00 00 00 40 00 00 00 00 00 00 f0 3f 08 00 00 00 00 00 00 00 00 00 14 40 50 00 00 00 3c 00 00 00 02 00 00 00 32
            00 00 00 1e 00 00 00 02 00 00 00 05 00 00 00""";

    static final String SOLDIER = """
            01 07 00 00 00 00 00 00 00 01 00 00 00 01 00 00 00 01 00 00 00 00 00 00 00 02 00 00 00 01 02 02 78 00 00 00 64 00 00
            00 0a 00 00 00 0a 00 00 00 00 00 00 00 00 00 1c 40 00 00 00 00 00 00 20 40 04 00 00 00 19 00 00 00 1e 00 00 00 23 00
            00 00 19 00 00 00 01 00 00""";

    static final String PLAYER_ME = "01 01 00 00 00 00 00 00 00 02 00 00 00 4d 65 00 00 00 00 00 ff ff ff ff ff ff ff ff";
    static final String BONUS = "01 64 00 00 00 00 00 00 00 03 00 00 00 03 00 00 00 01";

    @Test
    void T41_handshake() {
        assertThat(ClientMessages.token("0000000000000000"))
                .isEqualTo(hex("02 10 00 00 00 " + "30 ".repeat(16)));
        assertThat(new ClientFraming().feed(hex("02 10 00 00 00 " + "30 ".repeat(16))))
                .containsExactly(new ClientMessage.Token("0000000000000000"));
        assertThat(ServerMessages.teamSize(3)).isEqualTo(hex("03 03 00 00 00"));
        assertThat(ClientMessages.protocolVersion(2)).isEqualTo(hex("04 02 00 00 00"));
        assertThat(new ClientFraming().feed(hex("04 02 00 00 00"))).containsExactly(new ClientMessage.Version(2));
        byte[] context = ServerMessages.gameContext(TroopersRules.STANDARD, Protocol.VERSION);
        assertThat(context).hasSize(170).isEqualTo(hex(GAME_CONTEXT));
        assertThat(ServerMessages.gameOver()).isEqualTo(hex("01"));
    }

    @Test
    void T41_gameContextDecodes() {
        List<ServerMessage> read = new ServerReader(Protocol.VERSION).feed(hex(GAME_CONTEXT));
        assertThat(read).containsExactly(new ServerMessage.GameContext(TroopersRules.STANDARD));
    }

    @Test
    void gameContextOfVersion1LacksTheReconnaissanceFields() {
        byte[] v1 = ServerMessages.gameContext(TroopersRules.STANDARD, Protocol.VERSION_1);
        assertThat(v1).hasSize(162);
        assertThat(new ServerReader(Protocol.VERSION_1).feed(v1))
                .containsExactly(new ServerMessage.GameContext(TroopersRules.STANDARD));
    }

    @Test
    void T43_moveDecoding() {
        assertThat(moves("07 01 00 ff ff ff ff ff ff ff ff ff")).containsExactly(new ClientMessage.Move(Action.END_TURN));
        assertThat(moves("07 01 01 03 ff ff ff ff ff ff ff ff"))
                .containsExactly(new ClientMessage.Move(Action.toward(ActionType.MOVE, Direction.SOUTH)));
        assertThat(moves("07 01 02 ff 05 00 00 00 07 00 00 00"))
                .containsExactly(new ClientMessage.Move(Action.at(ActionType.SHOOT, 5, 7)));
        assertThat(moves("07 00")).containsExactly(new ClientMessage.Move(Action.END_TURN));
        assertThat(moves("07 01 0a ff ff ff ff ff ff ff ff ff").get(0)).isInstanceOf(ClientMessage.Broken.class);
        assertThat(moves("07 01 01 05 ff ff ff ff ff ff ff ff").get(0)).isInstanceOf(ClientMessage.Broken.class);
        assertThat(moves("06 01").get(0)).isInstanceOf(ClientMessage.Broken.class);
        assertThat(ClientMessages.move(Action.toward(ActionType.MOVE, Direction.SOUTH)))
                .isEqualTo(hex("07 01 01 03 ff ff ff ff ff ff ff ff"));
        assertThat(ClientMessages.move(Action.at(ActionType.SHOOT, 5, 7)))
                .isEqualTo(hex("07 01 02 ff 05 00 00 00 07 00 00 00"));
        assertThat(ClientMessages.move(Action.END_TURN)).isEqualTo(hex("07 01 00 ff ff ff ff ff ff ff ff ff"));
    }

    @Test
    void aMoveArrivingInPiecesIsReadOnceComplete() {
        ClientFraming framing = new ClientFraming();
        byte[] move = hex("07 01 02 ff 05 00 00 00 07 00 00 00");
        assertThat(framing.feed(java.util.Arrays.copyOfRange(move, 0, 5))).isEmpty();
        assertThat(framing.feed(java.util.Arrays.copyOfRange(move, 5, 12)))
                .containsExactly(new ClientMessage.Move(Action.at(ActionType.SHOOT, 5, 7)));
    }

    private static List<ClientMessage> moves(String bytes) {
        return new ClientFraming().feed(hex(bytes));
    }

    @Test
    void T44_records() {
        Trooper soldier = new Trooper(7, 1, TrooperType.SOLDIER, new Cell(1, 1));
        TrooperRecord record = Snapshots.record(TroopersRules.STANDARD, soldier, 1);
        assertThat(ServerMessages.trooper(record)).hasSize(87).isEqualTo(hex(SOLDIER));
        assertThat(ServerMessages.player(new PlayerRecord(1, "Me", 0, false, -1, -1), Protocol.VERSION))
                .hasSize(28).isEqualTo(hex(PLAYER_ME));
        assertThat(ServerMessages.bonus(new BonusRecord(100, 3, 3, BonusType.MEDIKIT))).hasSize(18).isEqualTo(hex(BONUS));
        Trooper sniper = new Trooper(9, 1, TrooperType.SNIPER, new Cell(1, 1)).stance(TrooperStance.PRONE);
        byte[] prone = ServerMessages.trooper(Snapshots.record(TroopersRules.STANDARD, sniper, 2));
        assertThat(java.util.Arrays.copyOfRange(prone, 56, 64)).isEqualTo(hex("00 00 00 00 00 00 28 40"));
    }

    @Test
    void T42_firstVersusLaterWorld() {
        Terrain terrain = Terrain.free().with(3, 3, CellType.HIGH_COVER);
        Reachability matrix = Reachability.of(terrain);
        TrooperRecord self = Snapshots.record(TroopersRules.STANDARD, new Trooper(7, 1, TrooperType.SOLDIER, new Cell(1, 1)), 1);
        List<PlayerRecord> players = List.of(new PlayerRecord(1, "Me", 0, false, -1, -1));
        List<BonusRecord> bonuses = List.of(new BonusRecord(100, 3, 4, BonusType.MEDIKIT));
        WorldRecord first = new WorldRecord(0, 30, 20, players, List.of(self), bonuses, terrain.cells(), matrix.bytes());
        WorldRecord later = new WorldRecord(0, 30, 20, players, List.of(self), bonuses, null, null);
        byte[] a = ServerMessages.playerContext(new PlayerContext(self, first), Protocol.VERSION);
        byte[] b = ServerMessages.playerContext(new PlayerContext(self, later), Protocol.VERSION);
        int withoutMap = 1 + 1 + 87 + 1 + 12 + 4 + 28 + 4 + 87 + 4 + 18;
        assertThat(b).hasSize(withoutMap);
        assertThat(a).hasSize(withoutMap + 724 + 1_080_012);

        ServerReader reader = new ServerReader(Protocol.VERSION);
        byte[] both = new byte[a.length + b.length];
        System.arraycopy(a, 0, both, 0, a.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        List<ServerMessage> read = reader.feed(both);
        assertThat(read).hasSize(2);
        WorldRecord second = ((ServerMessage.Context) read.get(1)).context().world();
        assertThat(second.cells()[3][3]).isEqualTo(CellType.HIGH_COVER);
        assertThat(second.visibilities()).isEqualTo(matrix.bytes());
        assertThat(second.bonuses()).isEqualTo(bonuses);
        assertThat(((ServerMessage.Context) read.get(0)).context().self()).isEqualTo(self);
    }
}
