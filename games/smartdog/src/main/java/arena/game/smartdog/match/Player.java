package arena.game.smartdog.match;

import arena.game.api.Seat;

/** A seat playing a numbered player of the game, and what it was told and said. */
final class Player {

    final Seat seat;
    final int number;
    final String name;
    String joinedAs;
    int warnings;
    int errors;

    Player(Seat seat, int number, String name) {
        this.seat = seat;
        this.number = number;
        this.name = name;
    }
}
