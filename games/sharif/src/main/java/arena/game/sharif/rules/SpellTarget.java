package arena.game.sharif.rules;

/** Whose units a spell acts on (spec §6.1); kings never. */
public enum SpellTarget {
    SELF, ALLIED, ENEMY;

    public boolean covers(int caster, int owner) {
        return switch (this) {
            case SELF -> owner == caster;
            case ALLIED -> SharifRules.team(owner) == SharifRules.team(caster);
            case ENEMY -> SharifRules.team(owner) != SharifRules.team(caster);
        };
    }
}
