package arena.client;

import arena.game.api.GameEngines;
import arena.game.cli.Mistakes;
import arena.game.cli.Tool;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ScopeType;
import tools.jackson.databind.JsonNode;

/** Reads the command line, runs one command, and turns every failure into a message and an exit code. */
@Command(mixinStandardHelpOptions = true, scope = ScopeType.INHERIT, customSynopsis = {
    "java -jar arena-client.jar <command> [arguments]",
    "  login <site-url> [--token T | --user NAME]",
    "  contests",
    "  submit <contest> <file|folder|-> [--language L] [--wait] [--timeout 30m]",
    "  submissions [<contest>]",
    "  games [<contest>]",
    "  custom <contest> --opponents A,B [--map M] [--format F] [--strategy ID] [--wait]",
    "  replay <game-id> [-o FILE]",
    "  reproduce <game-id>|--file REPLAY [--seat N --bot \"<command>\" [--dir D] [--move 10s]] [--any-version]"},
        description = {"Arena from a terminal: upload strategies, follow them, start games, fetch replays.",
            "The token comes from ARENA_TOKEN or the file login writes (~/.config/arena/config, owner-only);",
            "the site from ARENA_URL or that file. Create a token on the site's account page."})
final class Cli {

    static final String JAR = "arena-client.jar";
    private static final String TIMEOUT = "--timeout";

    private final Map<String, String> env;
    private final Path home;
    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    Cli(Map<String, String> env, Path home, InputStream in, PrintStream out, PrintStream err) {
        this.env = env;
        this.home = home;
        this.in = in;
        this.out = out;
        this.err = err;
    }

    int run(String... args) {
        return tool().run(args);
    }

    Tool tool() {
        return new Tool(JAR, this, out, err).prefix("arena: ")
                .exitCode(ExitCode.REFUSED, "refused by the site, or the submission was rejected")
                .exitCode(ExitCode.USAGE, "a wrong command line or configuration")
                .exitCode(ExitCode.UNREACHABLE, "the site could not be reached, or a local file not read or written")
                .exitCode(ExitCode.TIMEOUT, "waiting took longer than --timeout")
                .exitCode(ExitCode.DIFFERS, "reproduce: a state differs from the recorded one, or the local strategy "
                        + "answered otherwise")
                .exitCode(ExitCode.VERSION_MISMATCH, "reproduce: the game was played by another engine version")
                .exitCode(ExitCode.CANNOT_REPRODUCE, "reproduce: this game or replay cannot be played again")
                .failures(this::failure);
    }

    private int failure(Exception failure, CommandLine command, PrintStream err) throws Exception {
        if (failure instanceof UsageException) {
            err.println("arena: " + failure.getMessage());
            err.println("run `java -jar arena-client.jar help` for the commands");
            return ExitCode.USAGE;
        }
        if (failure instanceof ApiException e) {
            err.println("arena: " + e.describe());
            if (e.status() == 401) {
                err.println("check your token: `java -jar arena-client.jar login <site-url>`");
            }
            return ExitCode.REFUSED;
        }
        if (failure instanceof IOException || failure instanceof UncheckedIOException) {
            err.println("arena: " + Mistakes.describe(failure));
            return ExitCode.UNREACHABLE;
        }
        throw failure;
    }

    @Command(name = "login", description = "Checks and stores the site and your personal token.")
    int login(@Parameters(arity = "0..1", paramLabel = "<site-url>") String site,
            @Option(names = "--token", paramLabel = "T", description = "a token created on the account page") String token,
            @Option(names = "--user", paramLabel = "NAME", description = "ask the password and create a token")
            String user) throws IOException {
        return login(Optional.ofNullable(site), Optional.ofNullable(token), Optional.ofNullable(user));
    }

    @Command(name = "contests", description = "Lists the contests.")
    int contests() {
        return new Listings(site(), out).contests();
    }

    @Command(name = "submit", description = {"Uploads a strategy.",
        "A folder is zipped; - reads stdin; --wait follows it to accepted or rejected."})
    int submit(@Parameters(index = "0", paramLabel = "<contest>") String contest,
            @Parameters(index = "1", paramLabel = "<file|folder|->") String source,
            @Option(names = {"-l", "--language"}, paramLabel = "L", description = "default: from the files") String language,
            @Option(names = "--wait", description = "follow it to its verdict") boolean wait,
            @Option(names = TIMEOUT, paramLabel = "D", description = "how long --wait waits: 90s, 30m, 2h (default: 30m)")
            String timeout) throws IOException {
        return new Submitting(site(), in, out).submit(contest, source, language, wait, timeout(timeout));
    }

    @Command(name = "submissions", description = "Your submissions.")
    int submissions(@Parameters(arity = "0..1", paramLabel = "<contest>") String contest) {
        return new Listings(site(), out).submissions(Optional.ofNullable(contest));
    }

    @Command(name = "games", description = "Your games, newest first.")
    int games(@Parameters(arity = "0..1", paramLabel = "<contest>") String contest) {
        return new Listings(site(), out).games(Optional.ofNullable(contest));
    }

    @Command(name = "custom", description = {"Starts a custom game.",
        "An opponent is a bot id, a user name, or bot:<id>, own:<submission>, main:<user id>."})
    int custom(@Parameters(paramLabel = "<contest>") String contest,
            @Option(names = "--opponents", paramLabel = "A,B", description = "comma-separated, repeatable")
            List<String> opponents,
            @Option(names = "--map", paramLabel = "M") String map,
            @Option(names = "--format", paramLabel = "F") String format,
            @Option(names = "--strategy", paramLabel = "ID", description = "default: your main strategy") String strategy,
            @Option(names = "--wait", description = "follow the game to its end") boolean wait,
            @Option(names = TIMEOUT, paramLabel = "D", description = "how long --wait waits (default: 30m)")
            String timeout) {
        return new CustomGame(site(), out).start(contest, opponents == null ? List.of() : opponents, format, map,
                strategy, wait, timeout(timeout));
    }

    @Command(name = "replay", description = "Downloads a game's replay (-o - prints it).")
    int replay(@Parameters(paramLabel = "<game-id>") String game,
            @Option(names = {"-o", "--output"}, paramLabel = "FILE") String output) throws IOException {
        return new Listings(site(), out).replay(game, Optional.ofNullable(output));
    }

    @Command(name = "reproduce", description = {"Plays a game again from its replay, checking every state.",
        "The replay is the site's (<game-id>) or a file (--file, no site needed), played by this client's engine;",
        "--seat N --bot feeds seat N's view to a local strategy instead."})
    int reproduce(@Parameters(arity = "0..1", paramLabel = "<game-id>") String game,
            @Option(names = "--file", paramLabel = "REPLAY", description = "a replay file instead of a game of the site")
            Path file,
            @Option(names = "--seat", paramLabel = "N", description = "the seat to feed, from 1") Integer seat,
            @Option(names = "--bot", paramLabel = "<command>", description = "the local strategy's command line")
            String bot,
            @Option(names = "--dir", paramLabel = "D", description = "the strategy's folder (default: here)") Path dir,
            @Option(names = "--move", paramLabel = "D", description = "its time per answer (default: 10s)") String move,
            @Option(names = "--any-version", description = "play it again even with another engine version")
            boolean anyVersion) throws IOException, InterruptedException {
        if ((seat == null) != (bot == null)) {
            throw new UsageException("--seat and --bot go together");
        }
        Optional<Reproducing.Feed> feed = seat == null ? Optional.empty() : Optional.of(new Reproducing.Feed(seat, bot,
                dir == null ? Path.of("").toAbsolutePath() : dir, move == null ? Duration.ofSeconds(10) : Durations.parse(move)));
        if ((game == null) == (file == null)) {
            throw new UsageException("reproduce takes a game's id or --file REPLAY, one of the two");
        }
        if (file != null) {
            return new Reproducing(null, GameEngines.load(), out).reproduceFile(file, feed, anyVersion);
        }
        return new Reproducing(site(), GameEngines.load(), out).reproduce(game, feed, anyVersion);
    }

    private static Duration timeout(String text) {
        return text == null ? Submitting.DEFAULT_TIMEOUT : Durations.parse(text);
    }

    private Site site() {
        Config config = Config.load(env, home).required();
        return Site.withToken(config.url(), config.token());
    }

    /** Checks the token against the site before storing it, so a typo is found now and not at the next upload. */
    private int login(Optional<String> site, Optional<String> tokenOption, Optional<String> userOption)
            throws IOException {
        String url = Config.normalizeUrl(site
                .or(() -> Optional.ofNullable(Config.load(env, home).url()))
                .orElseThrow(() -> new UsageException("login needs the site's address, such as https://arena.example.org")));
        String token = tokenOption.orElse(env.get(Config.TOKEN_ENV));
        if ((token == null || token.isBlank()) && userOption.isPresent()) {
            String user = userOption.get();
            char[] password = prompt("password for " + user + " at " + url + ": ");
            JsonNode issued = Site.withPassword(url, user, password).postJson("/api/account/tokens",
                    Map.of("name", "arena-client"));
            token = Site.text(issued, "token");
        }
        if (token == null || token.isBlank()) {
            token = new String(prompt("personal token (create one at " + url + "/account): ")).strip();
        }
        if (token.isBlank()) {
            throw new UsageException("no token given");
        }
        JsonNode account = Site.withToken(url, token).get("/api/account");
        Path file = new Config(url, token).save(env, home);
        out.println("logged in to " + url + " as " + Site.text(account, "username") + "; saved in " + file);
        return ExitCode.OK;
    }

    /** Hidden input on a terminal, a plain line otherwise (a pipe, a test). */
    private char[] prompt(String question) throws IOException {
        if (in == System.in && System.console() != null) {
            char[] answer = System.console().readPassword("%s", question);
            return answer == null ? new char[0] : answer;
        }
        err.print(question);
        err.flush();
        String line = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).readLine();
        return line == null ? new char[0] : line.toCharArray();
    }
}
