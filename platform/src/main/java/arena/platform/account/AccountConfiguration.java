package arena.platform.account;

import java.time.Clock;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The clock of the login and registration throttles; tests replace it to step through time. */
@Configuration(proxyBeanMethods = false)
class AccountConfiguration {

    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
