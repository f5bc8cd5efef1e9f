package arena.game.smartdog.match;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** §10 and TV-P6: how hubs form games, with the coin and the timer decided by the test. */
class HubQueueTest {

    private final List<String> games = new ArrayList<>();
    private final List<String> armed = new ArrayList<>();
    private final List<String> cancelled = new ArrayList<>();
    private boolean coin;
    private final HubQueue<String> queue = new HubQueue<>(() -> coin, (hub, delay) -> {
        armed.add(hub.name() + "@" + delay);
        return () -> cancelled.add(hub.name());
    }, (hub, players, game) -> games.add(hub.name() + "#" + game + " " + players));

    @Test
    void soloStartsAtOnce() {
        queue.join("dave", hub("solo"));
        queue.join("erin", hub("solo"));
        assertThat(games).containsExactly("solo#0 [dave]", "solo#1 [erin]");
    }

    @Test
    void duetStartsWithTheSecondJoiner_playersInJoinOrder() {
        queue.join("alice", hub("duet"));
        assertThat(games).isEmpty();
        queue.join("bob", hub("duet"));
        queue.join("carol", hub("duet"));
        assertThat(games).containsExactly("duet#0 [alice, bob]");
        assertThat(queue.queued("carol")).isTrue();
    }

    @Test
    void hubsDoNotMix() {
        queue.join("a", hub("trio"));
        queue.join("b", hub("duet"));
        queue.join("c", hub("trio"));
        queue.join("d", hub("quartet"));
        queue.join("e", hub("trio"));
        assertThat(games).containsExactly("trio#0 [a, c, e]");
    }

    @Test
    void defaultHubStartsTwoAtOnceWhenTheCoinSaysSo() {
        coin = true;
        queue.join("fred", hub("default"));
        assertThat(games).isEmpty();
        queue.join("gina", hub("default"));
        assertThat(games).containsExactly("default#0 [fred, gina]");
        assertThat(armed).isEmpty();
    }

    @Test
    void defaultHubOtherwiseWaitsFourSeconds_thenStartsWithWhoeverIsQueued() {
        queue.join("fred", hub("default"));
        queue.join("gina", hub("default"));
        assertThat(armed).containsExactly("default@4000");
        queue.join("hugo", hub("default"));
        assertThat(cancelled).containsExactly("default");
        assertThat(armed).containsExactly("default@4000", "default@4000");
        queue.leave("gina");
        queue.timerFired(hub("default"));
        assertThat(games).containsExactly("default#0 [fred, hugo]");
    }

    @Test
    void theFourthPlayerStartsTheDefaultHubAtOnce() {
        for (String name : List.of("a", "b", "c", "d", "e")) {
            queue.join(name, hub("default"));
        }
        assertThat(games).containsExactly("default#0 [a, b, c, d]");
        assertThat(cancelled).contains("default");
    }

    @Test
    void aTimerWithTooFewPlayersLeftStartsNothing() {
        queue.join("a", hub("default"));
        queue.join("b", hub("default"));
        queue.leave("a");
        queue.timerFired(hub("default"));
        assertThat(games).isEmpty();
        assertThat(queue.queued("b")).isTrue();
    }

    @Test
    void eachHubCountsItsOwnGames() {
        queue.join("a", hub("solo"));
        queue.join("b", hub("duet"));
        queue.join("c", hub("duet"));
        queue.join("d", hub("solo"));
        assertThat(games).containsExactly("solo#0 [a]", "duet#0 [b, c]", "solo#1 [d]");
    }

    @Test
    void hubNamesAreTheOriginals() {
        assertThat(Hub.named("default")).contains(new Hub("default", 2, 4));
        assertThat(Hub.named("solo-training")).isEmpty();
        assertThat(Hub.named("nohub")).isEmpty();
    }

    private static Hub hub(String name) {
        return Hub.named(name).orElseThrow();
    }
}
