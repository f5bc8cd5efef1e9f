package arena.game.racetrack;

import arena.game.api.AcceptanceGame;
import arena.game.api.Bounds;
import arena.game.api.EngineInfo;
import arena.game.api.Format;
import arena.game.api.GameEngine;
import arena.game.api.GameMap;
import arena.game.api.Launch;
import arena.game.api.MapFiles;
import arena.game.api.Limits;
import arena.game.api.MatchContext;
import arena.game.api.MatchSetup;
import arena.game.api.Outcome;
import arena.game.api.PointsTable;
import arena.game.api.Reproduction;
import arena.game.api.StageScoring;
import arena.game.api.ScoreOrder;
import arena.game.api.Seat;
import arena.game.api.SeatEvents;
import arena.game.api.SeededRandom;
import arena.game.api.StarterPack;
import arena.game.api.TestGame;
import arena.game.api.TiePolicy;
import arena.game.api.Transport;
import arena.game.api.Verdict;
import arena.game.racetrack.bots.BuiltInBots;
import arena.game.racetrack.maps.SandboxTrack;
import arena.game.racetrack.maps.Track;
import arena.game.racetrack.maps.TrackFiles;
import arena.game.racetrack.maps.TrackParser;
import arena.game.racetrack.match.Acceptance;
import arena.game.racetrack.match.Reproducing;
import arena.game.racetrack.match.TimeTrial;
import arena.game.racetrack.rules.RacetrackRules;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** Racetrack (AI Cup 2015): a time trial of one strategy, an HTTP server, on one track. */
public final class RacetrackEngine implements GameEngine {

    public static final String ID = "racetrack";
    public static final String SOLO = "solo";
    /**
     * Option: play this track string instead of a map (validated): an organizer's secret track, whose id is then the
     * setup's map; the CLI and tests use it too.
     */
    public static final String TRACK_OPTION = MapFiles.TEXT_OPTION;

    /**
     * A user sets nothing here but the track (a map of the game, checked by the platform) and their name. A
     * trial waits for the server to listen (start-up limit), then for one answer: the move limit and the
     * body's allowance, which is never longer than the move limit, so two moves.
     */
    static final Bounds BOUNDS = Bounds.of(2);

    private final RacetrackRules rules = RacetrackRules.STANDARD;
    private final TrackParser parser = new TrackParser(rules);
    private final Map<String, Track> maps;
    private final EngineInfo info;

    public RacetrackEngine() {
        Map<String, Track> parsed = new LinkedHashMap<>();
        for (SandboxTrack sandbox : SandboxTrack.SANDBOX) {
            parsed.put(sandbox.id(), parser.parse(sandbox.text()));
        }
        maps = Collections.unmodifiableMap(parsed);
        info = new EngineInfo(ID, "Racetrack",
                "Vector racing on the points of a grid, as on squared paper: each move keeps the car's velocity "
                        + "and may change it by one step up, down, left or right. Your strategy is an HTTP server; "
                        + "it receives a track and answers the moves of one whole lap at once. The fewer moves, "
                        + "the better the time; a car that leaves the track crashes.",
                List.of(Format.freeForAll(SOLO, "Time trial", 1)),
                SandboxTrack.SANDBOX.stream().map(t -> new GameMap(t.id(), t.title(), 1, t.text())).toList(),
                new Limits(Duration.ofSeconds(20), Duration.ofSeconds(60), Duration.ZERO, 512, 1_048_576),
                new Launch(Transport.HTTP, 8080, List.of("{port}"), Map.of("PORT", "{port}"), ""),
                ScoreOrder.LOWER_IS_BETTER,
                new StageScoring(PointsTable.of(TiePolicy.DENSE, 10, 8, 6, 4, 3, 2, 1),
                        "On each track the finishers are ordered by exact time; equal times share a place and the "
                                + "next time takes the next place (10, 10, 8). Places 1 to 7 earn 10, 8, 6, 4, 3, 2, 1 "
                                + "points; a crash, an unfinished lap or no answer earns 0."),
                BuiltInBots.INFOS,
                List.of(new StarterPack("java", "racetrack-java.zip", "arena/game/racetrack/packs/racetrack-java.zip"),
                        new StarterPack("python", "racetrack-python.zip",
                                "arena/game/racetrack/packs/racetrack-python.zip")),
                BOUNDS);
    }

    @Override
    public EngineInfo info() {
        return info;
    }

    /**
     * The numbers the rules page quotes: the track limits, the time's precision, the contest points per place and
     * the engine's own limits (a contest may set shorter ones; its page shows them).
     */
    @Override
    public Map<String, Object> ruleNumbers() {
        Map<String, Object> numbers = new LinkedHashMap<>(GameEngine.super.ruleNumbers());
        numbers.put("maxWidth", rules.maxWidth());
        numbers.put("minAxis", rules.minAxis());
        numbers.put("maxAxis", rules.maxAxis());
        numbers.put("timeDecimals", rules.timeDecimals());
        numbers.put("bodyAllowanceSeconds", rules.bodyAllowance().toSeconds());
        List<Integer> points = info.stageScoring().table().points();
        numbers.put("placesWithPoints", points.size());
        numbers.put("placePoints", points.stream().map(String::valueOf).collect(Collectors.joining(", ")));
        numbers.put("answerMiB", info.limits().maxMessageBytes() >> 20);
        return numbers;
    }

    @Override
    public Outcome play(MatchContext match) throws InterruptedException {
        MatchSetup setup = match.setup();
        if (!SOLO.equals(setup.format())) {
            throw new IllegalArgumentException("unknown format: " + setup.format());
        }
        if (match.seats().size() != 1) {
            throw new IllegalArgumentException("a time trial has one seat, not " + match.seats().size());
        }
        String custom = setup.options().get(TRACK_OPTION);
        if (custom != null) {
            return new TimeTrial(rules).run(match, parser.parse(custom.strip()), setup.map());
        }
        String mapId = setup.map() != null
                ? setup.map()
                : SandboxTrack.SANDBOX.get(SeededRandom.of(setup.seed()).nextInt(maps.size())).id();
        Track track = maps.get(mapId);
        if (track == null) {
            throw new IllegalArgumentException("unknown map: " + mapId);
        }
        return new TimeTrial(rules).run(match, track, mapId);
    }

    @Override
    public Optional<Reproduction> reproduction() {
        return Optional.of(new Reproducing(rules, info));
    }

    /** A track string is the map file: an organizer's track is checked by the rules of spec §4 on upload. */
    @Override
    public Optional<MapFiles> mapFiles() {
        return Optional.of(new TrackFiles(rules));
    }

    @Override
    public Seat createBot(String botId, int index, String name, SeatEvents events) {
        return BuiltInBots.create(botId, index, name, events);
    }

    @Override
    public List<AcceptanceGame> acceptanceGames() {
        return maps.keySet().stream().map(id -> new AcceptanceGame(SOLO, id, Map.of())).toList();
    }

    /** A test submission runs the five sandbox tracks, as the acceptance runs and the Solve button do. */
    @Override
    public List<TestGame> testGames() {
        return maps.keySet().stream().map(id -> new TestGame(SOLO, id, Map.of(), List.of())).toList();
    }

    @Override
    public Optional<Verdict> judgeAcceptance(List<Outcome> outcomes) {
        return Acceptance.judge(outcomes);
    }
}
