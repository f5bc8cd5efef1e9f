package arena.platform.stage.plan;

import arena.platform.error.ArenaException;
import arena.platform.error.KeyedSentence;

/**
 * A stage's settings or entrants that cannot be planned: an IllegalArgumentException (the planner's callers treat it
 * as one) whose sentence is a key of the errors bundle, so a page or the API shows it in the reader's language.
 */
public class PlanRefusal extends IllegalArgumentException implements KeyedSentence {

    private final String key;
    private final Object[] arguments;

    PlanRefusal(String key, Object... arguments) {
        super(ArenaException.english(key, arguments));
        this.key = key;
        this.arguments = arguments.clone();
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public Object[] getArguments() {
        return arguments.clone();
    }
}
