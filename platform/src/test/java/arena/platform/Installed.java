package arena.platform;

/** Whether a tool the local-process sandbox needs is on this machine; tests skip without it. */
public final class Installed {

    private Installed() {
    }

    public static boolean command(String command) {
        try {
            return new ProcessBuilder(command, "--version").redirectErrorStream(true).start().waitFor() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
