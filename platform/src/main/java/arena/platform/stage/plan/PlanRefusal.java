package arena.platform.stage.plan;

import arena.platform.error.ArenaException;
import org.springframework.context.MessageSourceResolvable;

/**
 * A stage's settings or entrants that cannot be planned: an IllegalArgumentException (the planner's callers treat it
 * as one) whose sentence is a key of the errors bundle, so a page or the API shows it in the reader's language.
 */
public class PlanRefusal extends IllegalArgumentException implements MessageSourceResolvable {

    private final String key;
    private final Object[] arguments;

    PlanRefusal(String key, Object... arguments) {
        super(ArenaException.english(key, arguments));
        this.key = key;
        this.arguments = arguments.clone();
    }

    public String key() {
        return key;
    }

    @Override
    public String[] getCodes() {
        return new String[] {key};
    }

    @Override
    public Object[] getArguments() {
        return arguments.clone();
    }

    @Override
    public String getDefaultMessage() {
        return getMessage();
    }
}
