package arena.platform.contest;

import java.util.List;
import java.util.Optional;
import org.springframework.data.jpa.repository.JpaRepository;
import org.springframework.data.jpa.repository.Query;

public interface ContestRepository extends JpaRepository<Contest, Long> {

    Optional<Contest> findBySlug(String slug);

    /** The language a contest's pages open in for a visitor whose browser names none the site speaks. */
    @Query("select c.language from Contest c where c.slug = ?1")
    Optional<String> findLanguageBySlug(String slug);

    boolean existsByGame(String game);

    long countByOwnerId(Long ownerId);

    List<Contest> findAllByOrderByIdAsc();
}
