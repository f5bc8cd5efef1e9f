package arena.client;

import arena.game.cli.Terminal;
import java.nio.file.Path;

/** {@code java -jar arena-client.jar <command> ...}: see {@link Cli#USAGE}. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        Cli cli = new Cli(System.getenv(), Path.of(System.getProperty("user.home")), System.in,
                Terminal.safe(System.out), Terminal.safe(System.err));
        System.exit(cli.run(args));
    }
}
