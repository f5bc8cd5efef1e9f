package arena.platform.web;

import arena.sandbox.Sandbox;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/** What every page shows: the warning that local processes isolate nothing. */
@ControllerAdvice(annotations = Controller.class)
class SiteModelAdvice {

    private final Sandbox sandbox;

    SiteModelAdvice(Sandbox sandbox) {
        this.sandbox = sandbox;
    }

    @ModelAttribute("sandboxWarning")
    boolean sandboxWarning() {
        return !sandbox.isolates();
    }

    @ModelAttribute("sandboxDescription")
    String sandboxDescription() {
        return sandbox.description();
    }
}
