package arena.platform.account;

import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface UserRepository extends JpaRepository<User, Long> {

    @Query("select u from User u where lower(u.username) = lower(?1)")
    Optional<User> findByUsername(String username);

    boolean existsByRole(Role role);
}
