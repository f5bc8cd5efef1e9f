package arena.sandbox.suite;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/** The git commit this checkout is at, as a record or table states it: {@code 1a2b3c4d5e6f}, {@code -dirty} with changes. */
final class GitCommit {

    private GitCommit() {
    }

    static String describe() {
        String head = git("rev-parse", "--short=12", "HEAD");
        if (head.isEmpty()) {
            return "unknown";
        }
        return git("status", "--porcelain", "--untracked-files=no").isEmpty() ? head : head + "-dirty";
    }

    private static String git(String... args) {
        String[] command = new String[args.length + 1];
        command[0] = "git";
        System.arraycopy(args, 0, command, 1, args.length);
        try {
            Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!git.waitFor(30, TimeUnit.SECONDS) || git.exitValue() != 0) {
                return "";
            }
            return out;
        } catch (IOException e) {
            return "";
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "";
        }
    }
}
