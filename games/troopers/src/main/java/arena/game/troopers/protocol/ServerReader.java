package arena.game.troopers.protocol;

import arena.game.troopers.rules.BonusType;
import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.TrooperStance;
import arena.game.troopers.rules.TrooperType;
import arena.game.troopers.rules.TroopersRules;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * A client's reader of the server's stream (spec §7.4-§7.5), as strict as the strictest 2013 pack (§7.6): a
 * null array, element, string or record, a negative size or an invalid enum ordinal is a violation. Like the
 * packs it reads cells and matrix in the first PLAYER_CONTEXT only and fills later worlds from that cache.
 * Built-in bots and the protocol tests read with it.
 */
public final class ServerReader {

    /** The server sent something the strictest pack would not read. */
    public static final class Violation extends IllegalStateException {
        Violation(String message) {
            super(message);
        }
    }

    private final int version;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private CellType[][] cells;
    private byte[] visibilities;

    public ServerReader(int version) {
        this.version = version;
    }

    /** A message read, with the bytes it was sent as. */
    public record Framed(ServerMessage message, byte[] bytes) {
    }

    /** The messages completed by these bytes, in order. */
    public List<ServerMessage> feed(byte[] data) {
        return framed(data).stream().map(Framed::message).toList();
    }

    /** The messages completed by these bytes, in order, each with its own bytes (to send them again one by one). */
    public List<Framed> framed(byte[] data) {
        pending.write(data, 0, data.length);
        byte[] buffer = pending.toByteArray();
        List<Framed> messages = new ArrayList<>();
        int start = 0;
        while (start < buffer.length) {
            WireReader reader = new WireReader(buffer, start, buffer.length);
            CellType[][] cachedCells = cells;
            byte[] cachedVisibilities = visibilities;
            try {
                ServerMessage message = next(reader);
                messages.add(new Framed(message, java.util.Arrays.copyOfRange(buffer, start, reader.position())));
                start = reader.position();
            } catch (WireReader.Incomplete e) {
                cells = cachedCells; // a first context read in part caches nothing yet
                visibilities = cachedVisibilities;
                break;
            }
        }
        pending.reset();
        pending.write(buffer, start, buffer.length - start);
        return messages;
    }

    /** Whether the cells and the matrix have been read. */
    public boolean mapCached() {
        return cells != null;
    }

    private ServerMessage next(WireReader r) throws WireReader.Incomplete {
        int type = r.int8();
        if (type == MessageType.GAME_OVER.id()) {
            return new ServerMessage.GameOver();
        }
        if (type == MessageType.TEAM_SIZE.id()) {
            return new ServerMessage.TeamSize(r.int32());
        }
        if (type == MessageType.GAME_CONTEXT.id()) {
            present(r, "Game");
            return new ServerMessage.GameContext(game(r));
        }
        if (type == MessageType.PLAYER_CONTEXT.id()) {
            present(r, "PlayerContext");
            TrooperRecord self = trooper(r);
            return new ServerMessage.Context(new PlayerContext(self, world(r)));
        }
        throw new Violation("unexpected message type " + type);
    }

    private TroopersRules game(WireReader r) throws WireReader.Incomplete {
        int moveCount = r.int32();
        int last = r.int32();
        int player = r.int32();
        int trooper = r.int32();
        double factor = r.float64();
        int stance = r.int32();
        int standing = r.int32();
        int kneeling = r.int32();
        int prone = r.int32();
        int aura = r.int32();
        double auraRange = r.float64();
        int reconCost = version >= Protocol.VERSION ? r.int32() : 10;
        int reconOffset = version >= Protocol.VERSION ? r.int32() : 5;
        return new TroopersRules(moveCount, last, player, trooper, factor, stance, standing, kneeling, prone, aura,
                auraRange, reconCost, reconOffset, r.int32(), r.int32(), r.int32(), r.float64(), r.float64(),
                r.float64(), r.float64(), r.float64(), r.float64(), r.float64(), r.int32(), r.float64(), r.int32(),
                r.int32(), r.int32(), r.int32(), r.int32(), r.int32(), r.int32());
    }

    private WorldRecord world(WireReader r) throws WireReader.Incomplete {
        present(r, "World");
        int moveIndex = r.int32();
        int width = size(r.int32(), "width");
        int height = size(r.int32(), "height");
        int playerCount = size(r.int32(), "player array");
        List<PlayerRecord> players = new ArrayList<>();
        for (int i = 0; i < playerCount; i++) {
            present(r, "Player");
            long id = r.int64();
            int length = size(r.int32(), "string");
            String name = r.string(length);
            int score = r.int32();
            boolean crashed = r.bool();
            int ax = version >= Protocol.VERSION ? r.int32() : -1;
            int ay = version >= Protocol.VERSION ? r.int32() : -1;
            players.add(new PlayerRecord(id, name, score, crashed, ax, ay));
        }
        int trooperCount = size(r.int32(), "trooper array");
        List<TrooperRecord> troopers = new ArrayList<>();
        for (int i = 0; i < trooperCount; i++) {
            troopers.add(trooper(r));
        }
        int bonusCount = size(r.int32(), "bonus array");
        List<BonusRecord> bonuses = new ArrayList<>();
        for (int i = 0; i < bonusCount; i++) {
            present(r, "Bonus");
            bonuses.add(new BonusRecord(r.int64(), r.int32(), r.int32(), enumeration(r, BonusType.values(), "BonusType")));
        }
        if (cells == null) {
            int columns = size(r.int32(), "cells width");
            CellType[][] read = new CellType[columns][];
            for (int x = 0; x < columns; x++) {
                int rows = size(r.int32(), "cells height");
                read[x] = new CellType[rows];
                for (int y = 0; y < rows; y++) {
                    read[x][y] = enumeration(r, CellType.values(), "CellType");
                }
            }
            int w = size(r.int32(), "matrix width");
            int h = size(r.int32(), "matrix height");
            int s = size(r.int32(), "stance count");
            visibilities = r.bytes(w * h * w * h * s);
            cells = read;
        }
        return new WorldRecord(moveIndex, width, height, players, troopers, bonuses, cells, visibilities);
    }

    private TrooperRecord trooper(WireReader r) throws WireReader.Incomplete {
        present(r, "Trooper");
        return new TrooperRecord(r.int64(), r.int32(), r.int32(), r.int64(), r.int32(), r.bool(),
                enumeration(r, TrooperType.values(), "TrooperType"), enumeration(r, TrooperStance.values(), "TrooperStance"),
                r.int32(), r.int32(), r.int32(), r.int32(), r.float64(), r.float64(), r.int32(), r.int32(), r.int32(),
                r.int32(), r.int32(), r.bool(), r.bool(), r.bool());
    }

    private static void present(WireReader r, String record) throws WireReader.Incomplete {
        if (!r.bool()) {
            throw new Violation("a null " + record);
        }
    }

    private static int size(int value, String what) {
        if (value < 0) {
            throw new Violation("a negative " + what + " size " + value);
        }
        return value;
    }

    private static <E> E enumeration(WireReader r, E[] values, String what) throws WireReader.Incomplete {
        int ordinal = r.int8();
        if (ordinal < 0 || ordinal >= values.length) {
            throw new Violation("invalid " + what + " ordinal " + ordinal);
        }
        return values[ordinal];
    }
}
