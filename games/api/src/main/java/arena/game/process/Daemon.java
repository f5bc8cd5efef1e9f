package arena.game.process;

/** Background threads of local seats: daemons, so a stuck strategy never keeps a JVM alive. */
final class Daemon {

    private Daemon() {
    }

    static Thread start(String name, Runnable task) {
        Thread thread = new Thread(task, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }
}
