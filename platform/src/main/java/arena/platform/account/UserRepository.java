package arena.platform.account;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface UserRepository extends JpaRepository<User, Long> {

    @Query("select u from User u where lower(u.username) = lower(?1)")
    Optional<User> findByUsername(String username);

    /** The enabled accounts with this e-mail address (several may share one), oldest first. */
    List<User> findTop5ByEmailIgnoreCaseAndEnabledTrueOrderById(String email);

    boolean existsByRole(Role role);

    long countByRoleAndEnabledTrue(Role role);

    /** The disabled accounts among these: work that would run their code must not start. */
    List<User> findByIdInAndEnabledFalse(Collection<Long> ids);
}
