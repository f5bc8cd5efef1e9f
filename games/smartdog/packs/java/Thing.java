import java.util.Map;

/**
 * One object in sight this turn, as the server described it: a dog (id, owner, action "move", "panic" or
 * "indignant", barking if it barked last turn), a sheep (action "standBy", "move" or "panic", and its
 * direction), or only the bark of a dog out of sight.
 */
record Thing(String type, int id, int x, int y, int owner, String action, String direction, boolean barking) {

    static Thing of(Map<String, Object> obj) {
        return new Thing((String) obj.getOrDefault("type", "Bark"), number(obj, "id"), number(obj, "x"),
                number(obj, "y"), number(obj, "owner"), (String) obj.getOrDefault("action", ""),
                (String) obj.getOrDefault("direction", ""), obj.containsKey("voice"));
    }

    boolean dog() {
        return type.equals("Dog");
    }

    boolean sheep() {
        return type.equals("Sheep");
    }

    private static int number(Map<String, Object> obj, String key) {
        Object value = obj.get(key);
        return value == null ? 0 : ((Number) value).intValue();
    }
}
