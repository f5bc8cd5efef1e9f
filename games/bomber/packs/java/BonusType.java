/** RADIUS: +1 explosion radius. AMMUNITION: +1 bomb. */
public enum BonusType {
    RADIUS, AMMUNITION
}
