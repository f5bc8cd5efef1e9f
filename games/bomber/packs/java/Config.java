import java.util.Map;

/** The game's numbers, from the init message. */
public final class Config {

    public final int gameTicksMax;
    public final int bangStartRadius;
    public final int playerBombsCountStart;
    public final int lavaLivetime;
    public final int bombLiveTime;
    public final int answerTimeLimitMs;

    Config(Map<String, Object> values) {
        gameTicksMax = Json.integer(values, "gameTicksMax", 300);
        bangStartRadius = Json.integer(values, "bangStartRadius", 1);
        playerBombsCountStart = Json.integer(values, "playerBombsCountStart", 1);
        lavaLivetime = Json.integer(values, "lavaLivetime", 2);
        bombLiveTime = Json.integer(values, "bombLiveTime", 3);
        answerTimeLimitMs = Json.integer(values, "answerTimeLimitMs", 1000);
    }
}
