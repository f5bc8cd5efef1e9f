package arena.game.sharif.rules;

/**
 * What a player asks for in a turn (spec §12.4), already read from its message; the rules check it when
 * the step reaches it (spec §9) and skip it, costing nothing, when it is not allowed.
 */
public sealed interface Command {

    record PutUnit(int typeId, int pathId) implements Command {
    }

    /** @param cell the area's center or the teleport's destination; {@code null} when the message had none */
    record CastSpell(int typeId, Cell cell, int unitId, int pathId) implements Command {
    }

    record Upgrade(UpgradeKind kind, int unitId) implements Command {
    }

    enum UpgradeKind { DAMAGE, RANGE }
}
