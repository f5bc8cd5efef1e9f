package arena.platform.submission;

import org.springframework.data.jpa.repository.JpaRepository;

public interface EntrantRepository extends JpaRepository<Entrant, Entrant.Key> {
}
