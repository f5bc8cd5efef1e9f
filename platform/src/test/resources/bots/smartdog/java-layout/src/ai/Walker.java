package ai;

import client.Connection;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Walks every own dog round a square, one side per four turns, and barks on every third turn. */
public class Walker implements Connection.Strategy {

    private static final String[] SIDES = {"up", "right", "down", "left"};

    private int turn;

    @Override
    public List<String> turn(int you, List<Map<String, String>> objects) {
        turn++;
        List<String> orders = new ArrayList<>();
        for (Map<String, String> object : objects) {
            if ("Dog".equals(object.get("type")) && String.valueOf(you).equals(object.get("owner"))) {
                orders.add("do " + object.get("id") + " move " + SIDES[turn / 4 % 4]);
                if (turn % 3 == 0) {
                    orders.add("do " + object.get("id") + " bark");
                }
            }
        }
        return orders;
    }
}
