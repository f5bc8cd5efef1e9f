package arena.platform.contest;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;

public interface ContestRepository extends JpaRepository<Contest, Long> {

    Optional<Contest> findBySlug(String slug);

    boolean existsByGame(String game);

    long countByOwnerId(Long ownerId);

    List<Contest> findAllByOrderByIdAsc();
}
