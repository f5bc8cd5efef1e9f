package arena.platform.storage;

import org.springframework.data.jpa.repository.JpaRepository;

interface BlobRepository extends JpaRepository<Blob, Long> {
}
