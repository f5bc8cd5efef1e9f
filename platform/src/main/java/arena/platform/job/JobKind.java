package arena.platform.job;

public enum JobKind {
    COMPILE,
    MATCH
}
