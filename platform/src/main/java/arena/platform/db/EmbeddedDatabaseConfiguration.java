package arena.platform.db;

import com.zaxxer.hikari.HikariDataSource;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.autoconfigure.condition.ConditionalOnExpression;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Without a configured database URL the site starts a real PostgreSQL from a Maven artifact, its data
 * kept under {@code arena.data-dir}, so one command gives a working site.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnExpression("'${spring.datasource.url:}'.isEmpty()")
class EmbeddedDatabaseConfiguration {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseConfiguration.class);

    @Bean(destroyMethod = "close")
    EmbeddedPostgres embeddedPostgres(@Value("${arena.data-dir}") Path dataDir,
            @Value("${arena.db.delete-on-stop:false}") boolean deleteOnStop) {
        Path pgData = dataDir.resolve("postgres").toAbsolutePath();
        try {
            Files.createDirectories(pgData);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(pgData)
                    .setCleanDataDirectory(deleteOnStop)
                    .start();
            log.info("embedded PostgreSQL started on port {} with data in {}", postgres.getPort(), pgData);
            return postgres;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + pgData, e);
        }
    }

    @Bean(destroyMethod = "close")
    DataSource dataSource(EmbeddedPostgres postgres) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl(postgres.getJdbcUrl("postgres", "postgres"));
        pool.setUsername("postgres");
        pool.setMaximumPoolSize(10);
        pool.setPoolName("arena-embedded");
        return pool;
    }
}
