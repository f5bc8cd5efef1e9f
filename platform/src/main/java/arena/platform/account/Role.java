package arena.platform.account;

/** What a user may do: contestants play, organizers run contests, admins run the site. */
public enum Role {
    CONTESTANT,
    ORGANIZER,
    ADMIN;

    public String authority() {
        return "ROLE_" + name();
    }
}
