import ai.Walker;
import client.Connection;

/** A second program beside Main, as the 2012 client had one: N walkers at once against a local server. */
public class LoadTest {
    public static void main(String[] args) throws Exception {
        int bots = args.length > 0 ? Integer.parseInt(args[0]) : 4;
        Thread[] threads = new Thread[bots];
        for (int i = 0; i < bots; i++) {
            String name = "load#" + i;
            threads[i] = new Thread(() -> {
                try {
                    System.out.println(name + ": " + new Connection("localhost", 3002).play(name, null, new Walker()));
                } catch (Exception e) {
                    e.printStackTrace();
                }
            });
            threads[i].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
    }
}
