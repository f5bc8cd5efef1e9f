import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** Everything of the current turn, and your commands (they take effect next turn). */
public final class World {

    private final Consumer<String> send;
    private final GameConstants constants;
    private final int rows, cols;
    private final List<Path> paths = new ArrayList<>();
    private final List<BaseUnit> baseUnits = new ArrayList<>();
    private final List<Spell> spells = new ArrayList<>();
    private final Map<Integer, Player> players = new LinkedHashMap<>();
    private final int[] order = new int[4]; // me, friend, first enemy, second enemy
    private List<Unit> units = new ArrayList<>();
    private final Map<Integer, Unit> unitsById = new HashMap<>();
    private List<CastSpell> castSpells = new ArrayList<>();
    private int currentTurn;
    private int receivedSpell = -1, friendReceivedSpell = -1, rangeUpgrades, damageUpgrades;

    World(Map<String, Object> init, Consumer<String> send) {
        this.send = send;
        constants = new GameConstants(Json.map(init.get("gameConstants")));
        Map<String, Object> map = Json.map(init.get("map"));
        rows = Json.integer(map, "rows", 0);
        cols = Json.integer(map, "cols", 0);
        for (Object p : Json.list(map.get("paths"))) {
            List<Cell> cells = new ArrayList<>();
            for (Object c : Json.list(Json.map(p).get("cells"))) {
                cells.add(cell(Json.map(c)));
            }
            paths.add(new Path(Json.integer(Json.map(p), "id", 0), cells));
        }
        for (Object u : Json.list(init.get("baseUnits"))) {
            baseUnits.add(new BaseUnit(Json.map(u)));
        }
        for (Object s : Json.list(init.get("spells"))) {
            spells.add(new Spell(Json.map(s)));
        }
        List<Object> kings = Json.list(map.get("kings"));
        for (int i = 0; i < kings.size(); i++) {
            Map<String, Object> k = Json.map(kings.get(i));
            int id = Json.integer(k, "playerId", i);
            order[i] = id;
            players.put(id, new Player(id, new King(id, cell(Json.map(k.get("center"))), Json.integer(k, "hp", 0),
                    Json.integer(k, "attack", 0), Json.integer(k, "range", 0))));
        }
        players.values().forEach(this::findPaths);
    }

    static Cell cell(Map<String, Object> m) {
        return new Cell(Json.integer(m, "row", 0), Json.integer(m, "col", 0));
    }

    private void findPaths(Player player) {
        Cell center = player.king.center;
        Cell friend = players.get(player.playerId ^ 2).king.center;
        for (Path path : paths) {
            Cell first = path.cells.get(0);
            Cell last = path.cells.get(path.cells.size() - 1);
            if (!first.equals(center) && !last.equals(center)) {
                continue;
            }
            Path oriented = first.equals(center) ? path : path.reversed();
            if (first.equals(friend) || last.equals(friend)) {
                player.pathToFriend = oriented;
            } else {
                player.pathsFromPlayer.add(oriented);
            }
        }
    }

    void update(Map<String, Object> turn) {
        currentTurn = Json.integer(turn, "currTurn", 0);
        Player me = getMe();
        me.deck = cards(turn.get("deck"));
        me.hand = cards(turn.get("hand"));
        me.ap = Json.integer(turn, "remainingAP", 0);
        for (Object k : Json.list(turn.get("kings"))) {
            Map<String, Object> m = Json.map(k);
            King king = players.get(Json.integer(m, "playerId", 0)).king;
            king.isAlive = Boolean.TRUE.equals(m.get("isAlive"));
            king.hp = Json.integer(m, "hp", 0);
            king.targetId = Json.integer(m, "target", -1);
        }
        units = new ArrayList<>();
        unitsById.clear();
        for (Object u : Json.list(turn.get("units"))) {
            Unit unit = new Unit(Json.map(u), this);
            units.add(unit);
            unitsById.put(unit.unitId, unit);
        }
        List<Unit> died = new ArrayList<>();
        for (Object u : Json.list(turn.get("diedUnits"))) {
            died.add(new Unit(Json.map(u), this));
        }
        for (Unit unit : units) {
            if (unit.targetId >= 0 && unit.targetId <= 3) {
                unit.targetIfKing = players.get(unit.targetId).king;
            } else if (unit.targetId >= 0) {
                unit.target = unitsById.get(unit.targetId);
            }
        }
        for (Player player : players.values()) {
            player.king.target = unitsById.get(player.king.targetId);
            player.king.targetCell = player.king.target != null ? player.king.target.cell : null;
        }
        castSpells = new ArrayList<>();
        for (Object c : Json.list(turn.get("castSpells"))) {
            castSpells.add(new CastSpell(Json.map(c), this));
        }
        for (Player player : players.values()) {
            int id = player.playerId;
            player.units = units.stream().filter(u -> u.playerId == id).toList();
            player.duplicateUnits = player.units.stream().filter(u -> u.isDuplicate).toList();
            player.hastedUnits = player.units.stream().filter(u -> u.isHasted).toList();
            player.playedUnits = player.units.stream().filter(u -> u.wasPlayedThisTurn).toList();
            player.diedUnits = died.stream().filter(u -> u.playerId == id).toList();
            player.rangeUpgradedUnit = player.units.stream().filter(u -> u.wasRangeUpgraded).findFirst().orElse(null);
            player.damageUpgradedUnit = player.units.stream().filter(u -> u.wasDamageUpgraded).findFirst().orElse(null);
            player.castAreaSpell = castSpells.stream()
                    .filter(c -> c.casterId == id && c.wasCastThisTurn && c.spell.isAreaSpell()).findFirst().orElse(null);
            player.castUnitSpell = castSpells.stream()
                    .filter(c -> c.casterId == id && c.wasCastThisTurn && c.spell.isUnitSpell()).findFirst().orElse(null);
            player.spells = new ArrayList<>();
        }
        me.spells = spellList(turn.get("mySpells"));
        getFriend().spells = spellList(turn.get("friendSpells"));
        receivedSpell = Json.integer(turn, "receivedSpell", -1);
        friendReceivedSpell = Json.integer(turn, "friendReceivedSpell", -1);
        rangeUpgrades = Json.integer(turn, "availableRangeUpgrades", 0);
        damageUpgrades = Json.integer(turn, "availableDamageUpgrades", 0);
    }

    private List<BaseUnit> cards(Object ids) {
        List<BaseUnit> cards = new ArrayList<>();
        for (Object id : Json.list(ids)) {
            cards.add(getBaseUnitById(((Number) id).intValue()));
        }
        return cards;
    }

    private List<Spell> spellList(Object ids) {
        List<Spell> list = new ArrayList<>();
        for (Object id : Json.list(ids)) {
            list.add(getSpellById(((Number) id).intValue()));
        }
        return list;
    }

    // ---- players, map, cards --------------------------------------------------------------------

    public Player getMe() { return players.get(order[0]); }
    public Player getFriend() { return players.get(order[1]); }
    public Player getFirstEnemy() { return players.get(order[2]); }
    public Player getSecondEnemy() { return players.get(order[3]); }
    public Player getPlayerById(int playerId) { return players.get(playerId); }
    public int getRowNum() { return rows; }
    public int getColNum() { return cols; }
    public List<Path> getPaths() { return paths; }
    public List<Unit> getUnits() { return units; }
    public List<CastSpell> getCastSpells() { return castSpells; }
    public int getCurrentTurn() { return currentTurn; }
    public GameConstants getGameConstants() { return constants; }
    public List<BaseUnit> getAllBaseUnits() { return List.copyOf(baseUnits); }
    public List<Spell> getAllSpells() { return List.copyOf(spells); }
    public int getRangeUpgradeNumber() { return rangeUpgrades; }
    public int getDamageUpgradeNumber() { return damageUpgrades; }
    public Unit getUnitById(int unitId) { return unitsById.get(unitId); }

    public BaseUnit getBaseUnitById(int typeId) {
        return typeId >= 0 && typeId < baseUnits.size() ? baseUnits.get(typeId) : null;
    }

    public Spell getSpellById(int typeId) {
        return spells.stream().filter(s -> s.typeId == typeId).findFirst().orElse(null);
    }

    public Path getPathById(int pathId) {
        return paths.stream().filter(p -> p.id == pathId).findFirst().orElse(null);
    }

    public King getKingById(int playerId) {
        Player player = players.get(playerId);
        return player != null ? player.king : null;
    }

    public List<Unit> getCellUnits(Cell cell) {
        return units.stream().filter(u -> u.cell.equals(cell)).toList();
    }

    public List<Path> getPathsCrossingCell(Cell cell) {
        return paths.stream().filter(p -> p.cells.contains(cell)).toList();
    }

    /** The path from the player's king (or through the friend's king) that reaches the cell first, or null. */
    public Path getShortestPathToCell(Player from, Cell cell) {
        Player friend = players.get(from.playerId ^ 2);
        int detour = from.pathToFriend != null ? from.pathToFriend.cells.size() - 1 : 0;
        Path best = null;
        int bestSteps = Integer.MAX_VALUE;
        for (int round = 0; round < 2; round++) {
            for (Path path : round == 0 ? from.pathsFromPlayer : friend.pathsFromPlayer) {
                int index = path.cells.indexOf(cell);
                int steps = index + (round == 0 ? 0 : detour);
                if (index >= 0 && steps < bestSteps) {
                    best = path;
                    bestSteps = steps;
                }
            }
        }
        return best;
    }

    /** The units an area spell cast at the center would catch now. */
    public List<Unit> getAreaSpellTargets(Cell center, Spell spell) {
        int me = getMe().playerId;
        int friend = getFriend().playerId;
        List<Unit> caught = new ArrayList<>();
        for (Unit unit : units) {
            if (Math.abs(unit.cell.row - center.row) > spell.range || Math.abs(unit.cell.col - center.col) > spell.range) {
                continue;
            }
            boolean ours = unit.playerId == me || unit.playerId == friend;
            boolean covered = switch (spell.target) {
                case "SELF" -> unit.playerId == me;
                case "ALLIED" -> ours;
                default -> !ours;
            };
            if (covered) {
                caught.add(unit);
            }
        }
        return caught;
    }

    public List<CastSpell> getCastSpellsOnUnit(Unit unit) {
        return castSpells.stream().filter(c -> c.affectedUnits.contains(unit.unitId)).toList();
    }

    public int getRemainingTurnsToUpgrade() {
        return constants.turnsToUpgrade - currentTurn % constants.turnsToUpgrade;
    }

    public int getRemainingTurnsToGetSpell() {
        return constants.turnsToSpell - currentTurn % constants.turnsToSpell;
    }

    public Spell getReceivedSpell() {
        return receivedSpell >= 0 ? getSpellById(receivedSpell) : null;
    }

    public Spell getFriendReceivedSpell() {
        return friendReceivedSpell >= 0 ? getSpellById(friendReceivedSpell) : null;
    }

    // ---- commands ------------------------------------------------------------------------------

    /** During pick: your deck's order; its first hand-size cards are your first hand. */
    public void chooseHandById(List<Integer> typeIds) {
        StringBuilder ids = new StringBuilder();
        for (int id : typeIds) {
            ids.append(ids.length() > 0 ? "," : "").append(id);
        }
        command("pick", "{\"units\":[" + ids + "]}");
    }

    public void chooseHand(List<BaseUnit> cards) {
        chooseHandById(cards.stream().map(c -> c.typeId).toList());
    }

    public void putUnit(BaseUnit card, Path path) {
        putUnit(card.typeId, path.id);
    }

    public void putUnit(int typeId, int pathId) {
        command("putUnit", "{\"typeId\":" + typeId + ",\"pathId\":" + pathId + "}");
    }

    public void castAreaSpell(Cell center, Spell spell) {
        command("castSpell", "{\"typeId\":" + spell.typeId + ",\"cell\":" + cellJson(center)
                + ",\"unitId\":-1,\"pathId\":-1}");
    }

    public void castUnitSpell(Unit unit, Path path, Cell cell, Spell spell) {
        command("castSpell", "{\"typeId\":" + spell.typeId + ",\"cell\":" + cellJson(cell) + ",\"unitId\":" + unit.unitId
                + ",\"pathId\":" + path.id + "}");
    }

    public void upgradeUnitRange(Unit unit) {
        command("rangeUpgrade", "{\"unitId\":" + unit.unitId + "}");
    }

    public void upgradeUnitDamage(Unit unit) {
        command("damageUpgrade", "{\"unitId\":" + unit.unitId + "}");
    }

    void endTurn() {
        command("endTurn", "{}");
    }

    private static String cellJson(Cell cell) {
        return "{\"row\":" + cell.row + ",\"col\":" + cell.col + "}";
    }

    private void command(String type, String info) {
        send.accept("{\"type\":\"" + type + "\",\"info\":" + info + ",\"turn\":" + currentTurn + "}");
    }
}
