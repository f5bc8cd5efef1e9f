package arena.platform.contest;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

@Controller
class HomeController {

    private final ContestService contests;

    HomeController(ContestService contests) {
        this.contests = contests;
    }

    @GetMapping("/")
    String showContests(Model model) {
        model.addAttribute("contests", contests.list());
        return "index";
    }
}
