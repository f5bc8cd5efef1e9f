package arena.platform.contest;

import java.time.Clock;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;

@Controller
class HomeController {

    private final ContestService contests;
    private final Clock clock;

    HomeController(ContestService contests, Clock clock) {
        this.contests = contests;
        this.clock = clock;
    }

    @GetMapping("/")
    String showContests(Model model) {
        model.addAttribute("contests", ContestCard.listed(contests.list(), clock.instant()));
        return "index";
    }
}
