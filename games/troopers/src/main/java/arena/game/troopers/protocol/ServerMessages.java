package arena.game.troopers.protocol;

import arena.game.troopers.rules.CellType;
import arena.game.troopers.rules.TroopersRules;


/**
 * Encodes what the server sends (spec §7.5), only ever in forms the strictest client reads (§7.6): no null
 * arrays, elements, strings or records, and valid enum ordinals.
 */
public final class ServerMessages {

    private ServerMessages() {
    }

    public static byte[] teamSize(int size) {
        return new WireWriter(5).type(MessageType.TEAM_SIZE).int32(size).bytes();
    }

    public static byte[] gameOver() {
        return new byte[] {MessageType.GAME_OVER.id()};
    }

    /** GAME_CONTEXT: 32 constants (30 for version 1, without the two reconnaissance ones). */
    public static byte[] gameContext(TroopersRules r, int version) {
        WireWriter w = new WireWriter(170).type(MessageType.GAME_CONTEXT).bool(true);
        w.int32(r.moveCount()).int32(r.lastPlayerEliminationScore()).int32(r.playerEliminationScore())
                .int32(r.trooperEliminationScore()).float64(r.trooperDamageScoreFactor()).int32(r.stanceChangeCost())
                .int32(r.standingMoveCost()).int32(r.kneelingMoveCost()).int32(r.proneMoveCost())
                .int32(r.commanderAuraBonusActionPoints()).float64(r.commanderAuraRange());
        if (version >= Protocol.VERSION) {
            w.int32(r.commanderRequestEnemyDispositionCost()).int32(r.commanderRequestEnemyDispositionMaxOffset());
        }
        w.int32(r.fieldMedicHealCost()).int32(r.fieldMedicHealBonusHitpoints())
                .int32(r.fieldMedicHealSelfBonusHitpoints()).float64(r.sniperStandingStealthBonus())
                .float64(r.sniperKneelingStealthBonus()).float64(r.sniperProneStealthBonus())
                .float64(r.sniperStandingShootingRangeBonus()).float64(r.sniperKneelingShootingRangeBonus())
                .float64(r.sniperProneShootingRangeBonus()).float64(r.scoutStealthBonusNegation())
                .int32(r.grenadeThrowCost()).float64(r.grenadeThrowRange()).int32(r.grenadeDirectDamage())
                .int32(r.grenadeCollateralDamage()).int32(r.medikitUseCost()).int32(r.medikitBonusHitpoints())
                .int32(r.medikitHealSelfBonusHitpoints()).int32(r.fieldRationEatCost())
                .int32(r.fieldRationBonusActionPoints());
        return w.bytes();
    }

    /**
     * PLAYER_CONTEXT. The world's cells and matrix are written when it carries them, which the caller arranges
     * for the first message of a connection only (§7.5.5).
     */
    public static byte[] playerContext(PlayerContext context, int version) {
        WorldRecord world = context.world();
        boolean withMap = world.cells() != null;
        WireWriter w = new WireWriter(withMap ? 1_082_000 : 2048).type(MessageType.PLAYER_CONTEXT).bool(true);
        trooper(w, context.self());
        w.bool(true).int32(world.moveIndex()).int32(world.width()).int32(world.height());
        w.int32(world.players().size());
        for (PlayerRecord p : world.players()) {
            player(w, p, version);
        }
        w.int32(world.troopers().size());
        for (TrooperRecord t : world.troopers()) {
            trooper(w, t);
        }
        w.int32(world.bonuses().size());
        for (BonusRecord b : world.bonuses()) {
            bonus(w, b);
        }
        if (withMap) {
            w.raw(mapBlock(world.cells(), world.visibilities()));
        }
        return w.bytes();
    }

    /** The size of {@link #mapBlock} for a field: 1,080,736 bytes for 30x20. */
    public static int mapBlockBytes(int width, int height) {
        return 4 + width * (4 + height) + 12 + width * height * width * height * arena.game.troopers.rules.Reachability.STANCES;
    }

    /**
     * The tail of a connection's first PLAYER_CONTEXT: the cells block (724 bytes on the 30x20 field) and the
     * matrix block (1,080,012 bytes). It depends on the map only.
     */
    public static byte[] mapBlock(CellType[][] cells, byte[] visibilities) {
        int width = cells.length;
        int height = cells[0].length;
        WireWriter w = new WireWriter(4 + width * (4 + height) + 12 + visibilities.length);
        cells(w, cells);
        w.int32(width).int32(height).int32(arena.game.troopers.rules.Reachability.STANCES);
        w.raw(visibilities);
        return w.bytes();
    }

    /** The 87-byte trooper record, presence flag included. */
    public static byte[] trooper(TrooperRecord t) {
        WireWriter w = new WireWriter(87);
        trooper(w, t);
        return w.bytes();
    }

    public static byte[] player(PlayerRecord p, int version) {
        WireWriter w = new WireWriter(32);
        player(w, p, version);
        return w.bytes();
    }

    public static byte[] bonus(BonusRecord b) {
        WireWriter w = new WireWriter(18);
        bonus(w, b);
        return w.bytes();
    }

    private static void trooper(WireWriter w, TrooperRecord t) {
        w.bool(true).int64(t.id()).int32(t.x()).int32(t.y()).int64(t.playerId()).int32(t.teammateIndex())
                .bool(t.teammate()).enumeration(t.type()).enumeration(t.stance()).int32(t.hitpoints())
                .int32(t.maximalHitpoints()).int32(t.actionPoints()).int32(t.initialActionPoints())
                .float64(t.visionRange()).float64(t.shootingRange()).int32(t.shootCost()).int32(t.standingDamage())
                .int32(t.kneelingDamage()).int32(t.proneDamage()).int32(t.damage()).bool(t.holdingGrenade())
                .bool(t.holdingMedikit()).bool(t.holdingFieldRation());
    }

    private static void player(WireWriter w, PlayerRecord p, int version) {
        w.bool(true).int64(p.id()).string(p.name()).int32(p.score()).bool(p.strategyCrashed());
        if (version >= Protocol.VERSION) {
            w.int32(p.approximateX()).int32(p.approximateY());
        }
    }

    private static void bonus(WireWriter w, BonusRecord b) {
        w.bool(true).int64(b.id()).int32(b.x()).int32(b.y()).enumeration(b.type());
    }

    private static void cells(WireWriter w, CellType[][] cells) {
        w.int32(cells.length);
        for (CellType[] column : cells) {
            w.int32(column.length);
            for (CellType cell : column) {
                w.enumeration(cell);
            }
        }
    }
}
