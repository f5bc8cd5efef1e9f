import java.io.IOException;
import model.Game;
import model.Move;
import model.PlayerContext;
import model.Trooper;

/**
 * Entry point: {@code java Runner <host> <port> <token>}; without exactly three arguments it connects to
 * 127.0.0.1:31001 with the token of sixteen zeros, as the local runner expects. One {@link MyStrategy} per
 * teammate index.
 */
public final class Runner {
    private final RemoteProcessClient remoteProcessClient;
    private final String token;

    public static void main(String[] args) throws IOException {
        if (args.length == 3) {
            new Runner(args).run();
        } else {
            new Runner(new String[] {"127.0.0.1", "31001", "0000000000000000"}).run();
        }
    }

    private Runner(String[] args) throws IOException {
        remoteProcessClient = new RemoteProcessClient(args[0], Integer.parseInt(args[1]));
        token = args[2];
    }

    public void run() throws IOException {
        try {
            remoteProcessClient.writeToken(token);
            int teamSize = remoteProcessClient.readTeamSize();
            remoteProcessClient.writeProtocolVersion();
            Game game = remoteProcessClient.readGameContext();

            Strategy[] strategies = new Strategy[teamSize];
            PlayerContext playerContext;
            while ((playerContext = remoteProcessClient.readPlayerContext()) != null) {
                Trooper playerTrooper = playerContext.getTrooper();
                int index = playerTrooper.getTeammateIndex();
                if (strategies[index] == null) {
                    strategies[index] = new MyStrategy();
                }
                Move move = new Move();
                strategies[index].move(playerTrooper, playerContext.getWorld(), game, move);
                remoteProcessClient.writeMove(move);
            }
        } finally {
            remoteProcessClient.close();
        }
    }
}
