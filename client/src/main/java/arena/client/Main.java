package arena.client;

import java.nio.file.Path;

/** {@code java -jar arena-client.jar <command> ...}: see {@link Cli#USAGE}. */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        Cli cli = new Cli(System.getenv(), Path.of(System.getProperty("user.home")), System.in, System.out, System.err);
        System.exit(cli.run(args));
    }
}
