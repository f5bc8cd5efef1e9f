import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;

/** Answers the first ping, then fills its heap (-Xmx is the seat's memory budget) on the second. */
public class Main {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<long[]> hoard = new ArrayList<>();
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (line.equals("ping 2")) {
                while (true) {
                    hoard.add(new long[1 << 20]);
                }
            }
            if (line.startsWith("ping ")) {
                System.out.println("pong " + line.substring(5));
                System.out.flush();
            }
        }
    }
}
