package arena.game.racetrack.solver;

import java.util.Arrays;

/**
 * The states of a breadth-first search in discovery order, each a packed {@code long} with the state
 * it came from and the move that led to it, plus an open-addressing index to find a state by key.
 */
final class StateTable {

    private long[] keys = new long[1 << 12];
    private int[] parents = new int[1 << 12];
    private byte[] moves = new byte[1 << 12];
    /** State id + 1 per slot, 0 for an empty slot; at most half full. */
    private int[] slots = new int[1 << 13];
    private int size;

    int size() {
        return size;
    }

    long key(int id) {
        return keys[id];
    }

    int parent(int id) {
        return parents[id];
    }

    char move(int id) {
        return (char) moves[id];
    }

    /** Adds a state unless it is known already; returns whether it was new. */
    boolean add(long key, int parent, char move) {
        int mask = slots.length - 1;
        int slot = slot(key, mask);
        while (slots[slot] != 0) {
            if (keys[slots[slot] - 1] == key) {
                return false;
            }
            slot = (slot + 1) & mask;
        }
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            parents = Arrays.copyOf(parents, size * 2);
            moves = Arrays.copyOf(moves, size * 2);
        }
        keys[size] = key;
        parents[size] = parent;
        moves[size] = (byte) move;
        slots[slot] = ++size;
        if (2 * size > slots.length) {
            rehash();
        }
        return true;
    }

    private void rehash() {
        slots = new int[slots.length * 2];
        int mask = slots.length - 1;
        for (int id = 0; id < size; id++) {
            int slot = slot(keys[id], mask);
            while (slots[slot] != 0) {
                slot = (slot + 1) & mask;
            }
            slots[slot] = id + 1;
        }
    }

    private static int slot(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }
}
