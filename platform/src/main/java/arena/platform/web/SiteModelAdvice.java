package arena.platform.web;

import arena.sandbox.Sandbox;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * What every page shows: the warning that the embedded worker's processes isolate nothing, and whether
 * it therefore runs only the admin's code (a site whose jobs run on remote workers has no sandbox of its
 * own to warn about).
 */
@ControllerAdvice(annotations = Controller.class)
class SiteModelAdvice {

    private final ObjectProvider<Sandbox> sandbox;

    SiteModelAdvice(ObjectProvider<Sandbox> sandbox) {
        this.sandbox = sandbox;
    }

    @ModelAttribute("sandboxWarning")
    boolean sandboxWarning() {
        Sandbox embedded = sandbox.getIfAvailable();
        return embedded != null && !embedded.isolates();
    }

    /** The embedded worker isolates nothing but runs everybody's code (unsafe-local, set on purpose). */
    @ModelAttribute("sandboxAnyonesCode")
    boolean sandboxAnyonesCode() {
        Sandbox embedded = sandbox.getIfAvailable();
        return embedded != null && embedded.runsAnyonesCode();
    }

    @ModelAttribute("sandboxDescription")
    String sandboxDescription() {
        Sandbox embedded = sandbox.getIfAvailable();
        return embedded == null ? "" : embedded.description();
    }
}
