package arena.platform.account;

import org.springframework.context.MessageSourceResolvable;

/**
 * What a user may do: contestants play, organizers run contests, admins run the site. As a message argument a role
 * is said in the reader's language ({@code role.<ROLE>}); in logs and the API it stays its code.
 */
public enum Role implements MessageSourceResolvable {
    CONTESTANT,
    ORGANIZER,
    ADMIN;

    @Override
    public String[] getCodes() {
        return new String[] {"role." + name()};
    }

    @Override
    public String getDefaultMessage() {
        return name();
    }

    public String authority() {
        return "ROLE_" + name();
    }
}
