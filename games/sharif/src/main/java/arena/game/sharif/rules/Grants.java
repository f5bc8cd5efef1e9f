package arena.game.sharif.rules;

/** Upgrade tokens and spells handed out at state turns (spec §6.7, §7.4, §9 step 12). */
final class Grants {

    private Grants() {
    }

    /** At state turn {@code t}: tokens when {@code t} is a multiple of turnsToUpgrade, then spells likewise. */
    static void grant(Game game) {
        int t = game.turn;
        if (t % game.rules.turnsToUpgrade() == 0) {
            for (int team = 0; team < 2; team++) {
                boolean firstGetsDamage = game.rng.nextBoolean();
                Player damage = game.players[firstGetsDamage ? team : team + 2];
                Player range = game.players[firstGetsDamage ? team + 2 : team];
                damage.damageTokens++;
                damage.gotDamageToken = true;
                range.rangeTokens++;
                range.gotRangeToken = true;
            }
        }
        int types = game.map.spells().size();
        if (t % game.rules.turnsToSpell() == 0 && types > 0) {
            int a = game.rng.nextInt(types);
            int b = game.rng.nextInt(types);
            for (int team = 0; team < 2; team++) {
                boolean firstGetsA = game.rng.nextBoolean();
                give(game.players[team], firstGetsA ? a : b);
                give(game.players[team + 2], firstGetsA ? b : a);
            }
        }
    }

    private static void give(Player player, int spellType) {
        player.spells[spellType]++;
        player.receivedSpell = spellType;
    }
}
