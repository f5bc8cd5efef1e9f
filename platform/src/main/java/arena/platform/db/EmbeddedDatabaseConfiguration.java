package arena.platform.db;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
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
 * kept under {@code arena.data-dir}, so one command gives a working site. Only Arena's own user can
 * reach it (see {@link PrivatePostgres}).
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnExpression("'${spring.datasource.url:}'.isEmpty()")
class EmbeddedDatabaseConfiguration {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedDatabaseConfiguration.class);

    @Bean(destroyMethod = "close")
    PrivatePostgres embeddedPostgres(@Value("${arena.data-dir}") Path dataDir,
            @Value("${arena.db.binaries-dir:${arena.data-dir}/postgres-binaries}") Path binariesDir,
            @Value("${arena.db.delete-on-stop:false}") boolean deleteOnStop) {
        try {
            PrivatePostgres postgres = PrivatePostgres.start(dataDir, binariesDir, deleteOnStop);
            log.info("embedded PostgreSQL started on {}:{} with data in {}", PrivatePostgres.LISTEN, postgres.port(),
                    dataDir.toAbsolutePath());
            return postgres;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDir.toAbsolutePath()
                    + ": " + e.getMessage(), e);
        }
    }

    @Bean(destroyMethod = "close")
    DataSource dataSource(PrivatePostgres postgres) {
        HikariDataSource pool = new HikariDataSource();
        pool.setJdbcUrl(postgres.jdbcUrl());
        pool.setUsername(postgres.user());
        pool.setPassword(postgres.password());
        pool.setMaximumPoolSize(10);
        pool.setPoolName("arena-embedded");
        return pool;
    }
}
