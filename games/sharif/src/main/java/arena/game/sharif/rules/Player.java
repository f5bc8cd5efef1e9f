package arena.game.sharif.rules;

import java.util.ArrayList;
import java.util.List;

/** One of the four players (spec §7): AP, deck and hand, spells in store, upgrade tokens. */
public final class Player {

    private final int id;
    int ap;
    final List<Integer> deck = new ArrayList<>();
    final List<Integer> hand = new ArrayList<>();
    final int[] timesPlayed;
    final int[] spells;
    int damageTokens;
    int rangeTokens;
    boolean castThisStep;
    boolean upgradedThisStep;
    int receivedSpell = -1;
    boolean gotDamageToken;
    boolean gotRangeToken;

    Player(int id, int maxAP, int unitTypes, int spellTypes) {
        this.id = id;
        this.ap = maxAP;
        this.timesPlayed = new int[unitTypes];
        this.spells = new int[spellTypes];
    }

    public int id() {
        return id;
    }

    public int ap() {
        return ap;
    }

    public List<Integer> deck() {
        return List.copyOf(deck);
    }

    public List<Integer> hand() {
        return List.copyOf(hand);
    }

    /** How many spells of a type it holds. */
    public int spellCount(int typeId) {
        return spells[typeId];
    }

    /** Its spells, each typeId repeated by count, ascending (the {@code mySpells} of spec §12.5). */
    public List<Integer> spellList() {
        List<Integer> list = new ArrayList<>();
        for (int type = 0; type < spells.length; type++) {
            for (int i = 0; i < spells[type]; i++) {
                list.add(type);
            }
        }
        return list;
    }

    public int damageTokens() {
        return damageTokens;
    }

    public int rangeTokens() {
        return rangeTokens;
    }

    /** The spell type it received at this state turn, or -1. */
    public int receivedSpell() {
        return receivedSpell;
    }

    public boolean gotDamageToken() {
        return gotDamageToken;
    }

    public boolean gotRangeToken() {
        return gotRangeToken;
    }
}
