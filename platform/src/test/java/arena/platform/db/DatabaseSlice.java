package arena.platform.db;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.boot.jdbc.test.autoconfigure.JdbcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.ActiveProfiles;

/**
 * A test of queries on the real schema without the rest of the site: the site's own embedded PostgreSQL (as the
 * test profile starts it), migrated by Flyway, with a JdbcTemplate and transactions; no web layer, no worker, no
 * JPA. The test imports the query classes it needs. Each test runs in a transaction rolled back at its end, unless
 * it says otherwise ({@code @Transactional(propagation = NOT_SUPPORTED)}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@JdbcTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@ActiveProfiles("test")
@Import(EmbeddedDatabaseConfiguration.class)
public @interface DatabaseSlice {
}
