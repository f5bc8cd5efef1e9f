package arena.sandbox.local;

import arena.sandbox.local.IsolationSettings.Tool;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/** The tool a test class runs the isolated sandbox with; its tests run only where that tool isolates. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(IsolationRequired.class)
public @interface IsolatedWith {

    Tool value();
}
