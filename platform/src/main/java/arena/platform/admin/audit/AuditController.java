package arena.platform.admin.audit;

import arena.platform.audit.AdminAudit;
import arena.platform.audit.AuditEntry;
import java.util.List;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

/** The audit log for admins: a page and the same rows as JSON (admins only, see the security configuration). */
@Controller
class AuditController {

    private final AdminAudit audit;

    AuditController(AdminAudit audit) {
        this.audit = audit;
    }

    @GetMapping("/admin/audit")
    String showAudit(@RequestParam(required = false) String type, @RequestParam(required = false) String ref,
            Model model) {
        model.addAttribute("entries", audit.latest(type, ref));
        return "admin/audit";
    }

    @GetMapping("/api/admin/audit")
    @ResponseBody
    List<AuditEntry> listAudit(@RequestParam(required = false) String type, @RequestParam(required = false) String ref) {
        return audit.latest(type, ref);
    }
}
