package arena.game.smartdog.match;

import arena.game.api.Seat;

/** A seat playing a numbered player of the game, and the name it joined with. */
final class Player {

    final Seat seat;
    final int number;
    final String name;
    String joinedAs;

    Player(Seat seat, int number, String name) {
        this.seat = seat;
        this.number = number;
        this.name = name;
    }
}
