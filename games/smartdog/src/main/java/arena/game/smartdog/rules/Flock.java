package arena.game.smartdog.rules;

/**
 * How sheep behave (§6): getting scared, the turn-start update, and the end-of-turn movement with its
 * pushes and its contagion. The order of every loop is part of the rules (creation order, the scan order of
 * neighbours, the candidate list of a turning sheep), so each follows the spec's pseudo code line by line.
 */
final class Flock {

    private final Pasture pasture;
    private final SmartDogRules rules;
    /** The 1-based number of the turn being played. */
    private int turn;

    Flock(Pasture pasture, SmartDogRules rules) {
        this.pasture = pasture;
        this.rules = rules;
    }

    /** §6.3: a dog's bark or a panicked neighbour scares a sheep, unless the chain rule forbids it. */
    void scare(Sheep s, Animal src) {
        if (src instanceof Sheep && s.panicked()) {
            return; // a panicked sheep ignores other sheep
        }
        FearChain chain = (src instanceof Sheep source ? source.chain : FearChain.EMPTY).then(src);
        if (chain.contains(s)) {
            return; // no cyclic panic (SEED rule 12)
        }
        s.panicSource = src;
        s.chain = chain;
        s.panicCounter = rules.sheepScaryTurns();
        s.dir = src instanceof Sheep source ? source.dir
                : pasture.torus().flee(src.x, src.y, s.x, s.y);
    }

    /** §6.4, for every sheep in creation order, at the start of turn {@code n}. */
    void startTurn(int n) {
        turn = n;
        for (Sheep s : pasture.sheep()) {
            if (s.panicked()) {
                s.panicCounter--;
                if (s.panicCounter <= 0) {
                    s.panicSource = null;
                    s.chain = FearChain.EMPTY;
                }
            }
            s.doneThisTurn = false;
        }
    }

    /** §6.2: off a pen, on a walking turn. */
    boolean wantsToWalk(Sheep s) {
        return !pasture.pen(s.x, s.y) && rules.walkingTurn(turn);
    }

    /** §6.6: panicked sheep first, then all, then contagion on the final positions. */
    void endTurn() {
        for (Sheep s : pasture.sheep()) {
            if (s.panicked()) {
                move(s, false);
            }
        }
        for (Sheep s : pasture.sheep()) {
            move(s, false);
        }
        for (Sheep s : pasture.sheep()) {
            catchPanic(s);
        }
    }

    /** §6.5: only the first panicked neighbour in scan order (columns left to right, top to bottom) counts. */
    private void catchPanic(Sheep s) {
        Torus torus = pasture.torus();
        for (int cx = s.x - 1; cx <= s.x + 1; cx++) {
            for (int cy = s.y - 1; cy <= s.y + 1; cy++) {
                Animal o = pasture.objectAt(torus.wrapX(cx), torus.wrapY(cy));
                if (o instanceof Sheep other && other != s && other.panicked()) {
                    scare(s, other);
                    return;
                }
            }
        }
    }

    private void move(Sheep s, boolean preliminary) {
        if (s.doneThisTurn) {
            return;
        }
        s.doneThisTurn = !preliminary; // a regular attempt uses up the turn even if it fails
        if (s.panicked()) {
            if (step(s, s.dir)) {
                s.doneThisTurn = true;
            }
            return; // a panicked sheep never turns
        }
        if (!wantsToWalk(s)) {
            return;
        }
        // fixed before the first step: a nested push may scare this sheep meanwhile (§6.6 notes)
        Direction[] candidates = {s.dir, s.dir.turnLeft(), s.dir.turnRight(), s.dir.back()};
        for (Direction d : candidates) {
            if (step(s, d)) {
                s.dir = d;
                s.doneThisTurn = true;
                return;
            }
        }
    }

    private boolean step(Sheep s, Direction d) {
        Torus torus = pasture.torus();
        int tx = torus.wrapX(s.x + d.dx());
        int ty = torus.wrapY(s.y + d.dy());
        if (!pasture.traversable(tx, ty)) {
            return false;
        }
        Animal o = pasture.objectAt(tx, ty);
        if (o instanceof Dog) {
            return false; // dogs are never pushed
        }
        if (o instanceof Sheep blocker) {
            push(blocker);
            if (pasture.objectAt(tx, ty) != null) {
                return false; // checked once: no second push
            }
        }
        pasture.moveTo(s, tx, ty);
        return true;
    }

    /** The blocking sheep's preliminary move; it may catch the panic first (D5). */
    private void push(Sheep b) {
        if (b.inPush) {
            return;
        }
        b.inPush = true;
        catchPanic(b);
        move(b, true);
        b.inPush = false;
    }
}
