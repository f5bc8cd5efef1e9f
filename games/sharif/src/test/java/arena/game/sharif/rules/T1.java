package arena.game.sharif.rules;

import arena.game.sharif.maps.MapParser;
import java.util.ArrayList;
import java.util.List;

/**
 * Test map T1 of spec §18, written in the original map format: 21x11, P0 (2,2), P1 (18,8), P2 (2,8),
 * P3 (18,2); friend paths on rows 2 and 18, enemy paths on columns 2 and 8; the seed's unit table and
 * the six original spells. Variants change the JSON text, so every test goes through the parser.
 */
public final class T1 {

    public static final String HASTE = spell("HASTE", 3, 2, "1", "1", "ALLIED");
    public static final String DAMAGE = spell("HP", 0, 1, "1", "-4", "ENEMY");
    public static final String HEAL = spell("HP", 1, 1, "1", "3", "ALLIED");
    public static final String TELE = spell("TELE", 2, 1, "null", "null", "SELF");
    public static final String DUPLICATE = spell("DUPLICATE", 4, 3, "0", "2", "ALLIED");
    public static final String POISON = spell("HP", 0, 3, "1", "-2", "ENEMY");

    private int maxTurns = 30;
    private int turnsToSpell = 10;
    private int turnsToUpgrade = 23;
    private int kingHp = 90;
    private int kingAttack = 10;
    private List<String> spells = List.of(HASTE, DAMAGE, HEAL, TELE, DUPLICATE, POISON);

    public static T1 variant() {
        return new T1();
    }

    public static String json() {
        return new T1().text();
    }

    public static SharifMap map() {
        return new T1().build();
    }

    /** T1-X: only spell X, as typeId 0, granted every 2 turns. */
    public static SharifMap only(String spell) {
        return new T1().spells(spell).turnsToSpell(2).build();
    }

    public static String spell(String type, int priority, int duration, String range, String power, String target) {
        return "{\"type\":\"" + type + "\",\"typeId\":%d,\"priority\":" + priority + ",\"duration\":" + duration
                + ",\"range\":" + range + ",\"target\":\"" + target + "\",\"power\":" + power + "}";
    }

    /** A spell with another power. */
    public static String withPower(String spell, int power) {
        return spell.replaceAll("\"power\":-?[0-9]+", "\"power\":" + power);
    }

    public T1 spells(String... list) {
        this.spells = List.of(list);
        return this;
    }

    public T1 turnsToSpell(int turns) {
        this.turnsToSpell = turns;
        return this;
    }

    public T1 turnsToUpgrade(int turns) {
        this.turnsToUpgrade = turns;
        return this;
    }

    public T1 maxTurns(int turns) {
        this.maxTurns = turns;
        return this;
    }

    public T1 kings(int hp, int attack) {
        this.kingHp = hp;
        this.kingAttack = attack;
        return this;
    }

    public SharifMap build() {
        return MapParser.parse("t1", text());
    }

    public String text() {
        StringBuilder s = new StringBuilder("{\"gameConstants\":{\"maxAP\":15,\"apAddition\":2,\"maxTurns\":")
                .append(maxTurns).append(",\"turnTimeout\":400,\"pickTimeout\":1000,\"turnsToUpgrade\":")
                .append(turnsToUpgrade).append(",\"turnsToSpell\":").append(turnsToSpell)
                .append(",\"damageUpgradeAddition\":3,\"rangeUpgradeAddition\":1,\"deckSize\":9,\"handSize\":5},");
        s.append("\"map\":{\"rows\":21,\"cols\":11,\"kings\":[");
        int[][] centers = {{2, 2}, {18, 8}, {2, 8}, {18, 2}};
        for (int p = 0; p < 4; p++) {
            s.append(p == 0 ? "" : ",").append("{\"playerId\":").append(p).append(",\"center\":{\"row\":")
                    .append(centers[p][0]).append(",\"col\":").append(centers[p][1]).append("},\"hp\":").append(kingHp)
                    .append(",\"attack\":").append(kingAttack).append(",\"range\":6}");
        }
        s.append("],\"paths\":[");
        s.append(path(0, row(2, 2, 8))).append(',').append(path(1, row(18, 8, 2))).append(',');
        s.append(path(2, column(2, 2, 18))).append(',').append(path(3, column(8, 2, 18))).append("]},");
        s.append("\"baseUnits\":[");
        String[] units = {"false,4,15,false,BOTH,15,4", "false,4,5,true,GROUND,30,3", "false,4,10,true,AIR,20,4",
                "false,1,12,false,GROUND,25,6", "false,1,10,true,GROUND,50,10", "true,1,5,false,AIR,30,3",
                "true,4,5,false,BOTH,15,2", "true,2,8,true,GROUND,30,5", "true,2,15,false,BOTH,20,6"};
        for (int id = 0; id < units.length; id++) {
            String[] u = units[id].split(",");
            s.append(id == 0 ? "" : ",").append("{\"typeId\":").append(id).append(",\"maxHP\":").append(u[5])
                    .append(",\"baseAttack\":").append(u[2]).append(",\"baseRange\":").append(u[1])
                    .append(",\"target\":\"").append(u[4]).append("\",\"isFlying\":").append(u[0])
                    .append(",\"isMultiple\":").append(u[3]).append(",\"ap\":").append(u[6]).append('}');
        }
        s.append("],\"spells\":[");
        for (int id = 0; id < spells.size(); id++) {
            s.append(id == 0 ? "" : ",").append(String.format(spells.get(id), id));
        }
        return s.append("]}").toString();
    }

    private static List<int[]> row(int row, int from, int to) {
        List<int[]> cells = new ArrayList<>();
        int step = from <= to ? 1 : -1;
        for (int c = from; c != to + step; c += step) {
            cells.add(new int[] {row, c});
        }
        return cells;
    }

    private static List<int[]> column(int col, int from, int to) {
        List<int[]> cells = new ArrayList<>();
        for (int r = from; r <= to; r++) {
            cells.add(new int[] {r, col});
        }
        return cells;
    }

    private static String path(int id, List<int[]> cells) {
        StringBuilder s = new StringBuilder("{\"id\":").append(id).append(",\"cells\":[");
        for (int i = 0; i < cells.size(); i++) {
            s.append(i == 0 ? "" : ",").append("{\"row\":").append(cells.get(i)[0]).append(",\"col\":")
                    .append(cells.get(i)[1]).append('}');
        }
        return s.append("]}").toString();
    }
}
