package arena.platform.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.when;

import arena.platform.error.ArenaException;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.springframework.security.crypto.password.PasswordEncoder;

/** The site keeps an enabled admin: the last one can neither be demoted nor disabled. */
class AccountServiceTest {

    private final UserRepository users = mock(UserRepository.class);
    private final AccountService accounts = new AccountService(users, mock(PasswordEncoder.class), null);

    private User admin() {
        User admin = new User("root", "{noop}x", Role.ADMIN);
        when(users.findById(1L)).thenReturn(Optional.of(admin));
        return admin;
    }

    @Test
    void theLastAdminStays() {
        User admin = admin();
        when(users.countByRoleAndEnabledTrue(Role.ADMIN)).thenReturn(1L);
        assertThatThrownBy(() -> accounts.update(1L, Role.CONTESTANT, true)).isInstanceOf(ArenaException.class)
                .hasMessageContaining("the last enabled admin");
        assertThatThrownBy(() -> accounts.update(1L, Role.ADMIN, false)).isInstanceOf(ArenaException.class);
        assertThat(admin.getRole()).isEqualTo(Role.ADMIN);
        assertThat(admin.isEnabled()).isTrue();
    }

    @Test
    void anotherAdminMayGo() {
        User admin = admin();
        when(users.countByRoleAndEnabledTrue(Role.ADMIN)).thenReturn(2L);
        accounts.update(1L, Role.ORGANIZER, false);
        assertThat(admin.getRole()).isEqualTo(Role.ORGANIZER);
        assertThat(admin.isEnabled()).isFalse();
    }
}
