package arena.platform.organize;

/** An organizer's map: the id stages name it by, its display name and the file in the game's own format. */
public record MapForm(String id, String name, String text) {
}
