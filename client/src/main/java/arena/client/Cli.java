package arena.client;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/** Reads the command line, runs one command, and turns every failure into a message and an exit code. */
final class Cli {

    static final String USAGE = """
            usage: java -jar arena-client.jar <command> [arguments]

              login <site-url> [--token T | --user NAME]   check and store the site and your personal token
              contests                                    list the contests
              submit <contest> <file|folder|-> [--language L] [--wait] [--timeout 30m]
                                                          upload a strategy (a folder is zipped; - reads stdin);
                                                          --wait follows it to accepted or rejected
              submissions [<contest>]                     your submissions
              games [<contest>]                           your games, newest first
              custom <contest> --opponents A,B [--map M] [--format F] [--strategy ID] [--wait]
                                                          start a custom game; an opponent is a bot id, a user
                                                          name, or bot:<id>, own:<submission>, main:<user id>
              replay <game-id> [-o FILE]                  download a game's replay (-o - prints it)

            The token comes from ARENA_TOKEN or the file login writes (~/.config/arena/config, owner-only);
            the site from ARENA_URL or that file. Create a token on the site's account page.
            Exit codes: 0 ok, 1 refused by the site or rejected, 2 usage, 3 site unreachable, 4 timed out.
            """;

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
        try {
            Arguments arguments = Arguments.parse(args);
            if (arguments.flag("version")) {
                out.println("arena-client " + Version.get());
                return ExitCode.OK;
            }
            if (arguments.command() == null || arguments.flag("help") || arguments.command().equals("help")) {
                out.print(USAGE);
                return arguments.command() == null && !arguments.flag("help") ? ExitCode.USAGE : ExitCode.OK;
            }
            return dispatch(arguments);
        } catch (UsageException e) {
            err.println("arena: " + e.getMessage());
            err.println("run `java -jar arena-client.jar help` for the commands");
            return ExitCode.USAGE;
        } catch (ApiException e) {
            err.println("arena: " + e.describe());
            if (e.status() == 401) {
                err.println("check your token: `java -jar arena-client.jar login <site-url>`");
            }
            return ExitCode.REFUSED;
        } catch (UncheckedIOException e) {
            err.println("arena: " + e.getMessage());
            return ExitCode.UNREACHABLE;
        } catch (IOException e) {
            err.println("arena: " + e.getMessage());
            return ExitCode.UNREACHABLE;
        }
    }

    private int dispatch(Arguments arguments) throws IOException {
        switch (arguments.command()) {
            case "login":
                return login(arguments);
            case "contests":
                arguments.allow(0);
                return new Listings(site(), out).contests();
            case "submit":
                arguments.allow(2, "language", "wait", "timeout");
                return new Submitting(site(), in, out).submit(arguments);
            case "submissions":
                arguments.allow(1);
                return new Listings(site(), out).submissions(arguments.optionalPositional(0));
            case "games":
                arguments.allow(1);
                return new Listings(site(), out).games(arguments.optionalPositional(0));
            case "custom":
                arguments.allow(1, "opponents", "map", "format", "strategy", "wait", "timeout");
                return new CustomGame(site(), out).start(arguments);
            case "replay":
                arguments.allow(1, "output");
                return new Listings(site(), out).replay(arguments.positional(0, "a game id"), arguments.option("output"));
            default:
                throw new UsageException("unknown command: " + arguments.command());
        }
    }

    private Site site() {
        Config config = Config.load(env, home).required();
        return Site.withToken(config.url(), config.token());
    }

    /** Checks the token against the site before storing it, so a typo is found now and not at the next upload. */
    private int login(Arguments arguments) throws IOException {
        arguments.allow(1, "token", "user");
        String url = Config.normalizeUrl(arguments.optionalPositional(0)
                .or(() -> java.util.Optional.ofNullable(Config.load(env, home).url()))
                .orElseThrow(() -> new UsageException("login needs the site's address, such as https://arena.example.org")));
        String token = arguments.option("token").orElse(env.get(Config.TOKEN_ENV));
        if ((token == null || token.isBlank()) && arguments.option("user").isPresent()) {
            String user = arguments.option("user").get();
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
