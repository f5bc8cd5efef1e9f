package arena.game.api;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game as the platform sees it: it describes itself and plays one match through seats.
 *
 * <p>Implementations are found with {@link java.util.ServiceLoader} (a
 * {@code META-INF/services/arena.game.api.GameEngine} file in the game's jar). An engine holds no
 * state between matches; {@link #play} may be called from several threads at once.
 */
public interface GameEngine {

    EngineInfo info();

    /**
     * Drives one match to its end. The engine decides every deadline and asks seats to stop; it never
     * opens sockets or processes itself. A {@link SeatInfraException} thrown by a seat must propagate:
     * the platform then voids and requeues the match instead of blaming a bot.
     */
    Outcome play(MatchContext match) throws InterruptedException;

    /**
     * A built-in bot as an in-process seat (see {@link EngineInfo#bots()}).
     *
     * @throws IllegalArgumentException for an unknown bot id
     */
    default Seat createBot(String botId, int index, String name, SeatEvents events) {
        throw new IllegalArgumentException("unknown built-in bot: " + botId);
    }

    /** The games a new submission plays, with every seat its own, before it is accepted. */
    List<AcceptanceGame> acceptanceGames();

    /**
     * Judges the outcomes of {@link #acceptanceGames()}: empty when the submission is accepted,
     * otherwise the verdict that rejects it. By default any seat that did not end with {@code OK}
     * rejects it.
     */
    default Optional<Verdict> judgeAcceptance(List<Outcome> outcomes) {
        return outcomes.stream()
                .flatMap(outcome -> outcome.results().stream())
                .map(SeatResult::verdict)
                .filter(verdict -> !verdict.ok())
                .findFirst();
    }

    /**
     * The private games a test submission plays once accepted (see {@link TestGame}); none by default. A
     * game that declares none still accepts test submissions: they are only never rated.
     */
    default List<TestGame> testGames() {
        return List.of();
    }

    /**
     * The most answers this match can wait for one after another, each within the move limit (after the
     * start-up limit): the worker derives the match's wall-time cap from it, so a legal game never reaches
     * the cap even when every strategy uses its whole time. By default the longest game of the engine
     * ({@link Bounds#maxMoves()}); an engine whose options shorten a game may say less.
     *
     * @throws IllegalArgumentException when the setup is outside the game's bounds
     */
    default int maxMoves(MatchSetup setup) {
        return info().bounds().maxMoves();
    }

    /**
     * The limits every strategy of this match is started with: the match's own, with a whole-game CPU budget that
     * the sandbox enforces. By default the budget is the start-up limit plus the move limit for each of
     * {@link #maxMoves} answers ({@link Limits#withCpuFor}), unless the match's limits set one. A game whose
     * rules give another budget (troopers' spec formula, by moves and team size) or whose answers wait longer than
     * the move limit (sharif's windows) says so here.
     *
     * @throws IllegalArgumentException when the setup is outside the game's bounds
     */
    default Limits seatLimits(MatchSetup setup) {
        Limits limits = setup.limits();
        return limits.withCpuFor(limits.move().multipliedBy(maxMoves(setup)));
    }

    /** The start-up and move limits a contest may set for this game; by default up to the engine's own limits. */
    default TimeBounds timeBounds() {
        return TimeBounds.around(info().limits());
    }

    /** Whether organizers can upload maps of this game as files, and how the game reads them: none by default. */
    default Optional<MapFiles> mapFiles() {
        return Optional.empty();
    }

    /**
     * The options a contest's games may carry (a ladder's or a stage's, {@code maxTicks=120}), each a whole
     * number with its range: the platform refuses any other name, and any value out of its range, before it
     * stores them. None by default.
     */
    default List<Bounds.Setting> matchOptions() {
        return List.of();
    }

    /** The game's command files, if it has them: most games have none. */
    default Optional<CommandFiles> commandFiles() {
        return Optional.empty();
    }

    /**
     * Whether a finished game can be played again from its replay alone and compared state by state (the client's
     * {@code reproduce}): empty for a game whose replays do not keep what that needs.
     */
    default Optional<Reproduction> reproduction() {
        return Optional.empty();
    }

    /**
     * The numbers the rules page quotes (board size, hit points, costs, limits), by the names its text uses as
     * {@code ${name}}, read from the engine's own constants so the page never disagrees with the game. By default
     * the engine's own limits ({@link #limitNumbers}); an engine adds its own numbers to these.
     */
    default Map<String, Object> ruleNumbers() {
        return limitNumbers(info().limits());
    }

    /**
     * Limits as every game's rules quote them: {@code moveMillis}, {@code moveSeconds}, {@code startupSeconds} and
     * {@code memoryMb}; seconds are whole where they can be ({@code 2}, else {@code 0.5}).
     */
    static Map<String, Object> limitNumbers(Limits limits) {
        Map<String, Object> numbers = new LinkedHashMap<>();
        numbers.put("moveMillis", limits.move().toMillis());
        numbers.put("moveSeconds", seconds(limits.move()));
        numbers.put("startupSeconds", seconds(limits.startup()));
        numbers.put("memoryMb", limits.memoryMb());
        return numbers;
    }

    private static Number seconds(Duration duration) {
        BigDecimal seconds = BigDecimal.valueOf(duration.toMillis(), 3).stripTrailingZeros();
        return seconds.scale() <= 0 ? (Number) seconds.longValueExact() : seconds;
    }

    /**
     * The game's rules in a language ({@code en}, {@code ru}, {@code fa}) as Markdown, from
     * {@code /arena/game/<id>/rules/rules.<language>.md} in the game's jar with {@link #ruleNumbers()} filled in;
     * empty when the game has no rules in that language.
     */
    default Optional<String> rules(String language) {
        return RulesDocument.load(getClass(), info().id(), language, ruleNumbers());
    }
}
