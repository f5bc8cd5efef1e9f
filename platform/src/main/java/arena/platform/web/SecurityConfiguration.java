package arena.platform.web;

import arena.platform.account.ApiTokenService;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.Customizer;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.HttpStatusEntryPoint;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;

/**
 * Two filter chains: the REST API (stateless; personal tokens, HTTP Basic to get a token, the worker
 * token for remote workers; no CSRF since no cookie authenticates it) and the site (form login, CSRF on).
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
class SecurityConfiguration {

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    @Bean
    @Order(1)
    SecurityFilterChain api(HttpSecurity http, ApiTokenService tokens, @Value("${arena.worker.token}") String workerToken)
            throws Exception {
        http.securityMatcher("/api/**")
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .httpBasic(Customizer.withDefaults())
                .exceptionHandling(errors -> errors.authenticationEntryPoint(new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED)))
                .addFilterBefore(new BearerTokenFilter(tokens, workerToken), BasicAuthenticationFilter.class)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(HttpMethod.POST, "/api/account/register").permitAll()
                        .requestMatchers(HttpMethod.GET, "/api/contests", "/api/contests/*", "/api/matches/**").permitAll()
                        .requestMatchers("/api/worker/**").hasRole("WORKER")
                        .requestMatchers("/api/admin/**").hasRole("ADMIN")
                        .anyRequest().hasRole("CONTESTANT"));
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain site(HttpSecurity http) throws Exception {
        http.formLogin(login -> login.loginPage("/login").defaultSuccessUrl("/", false).permitAll())
                .logout(logout -> logout.logoutSuccessUrl("/").permitAll())
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers("/", "/register", "/login", "/error", "/css/**", "/js/**", "/images/**",
                                "/webjars/**", "/games/**", "/favicon.ico", "/favicon.svg", "/actuator/health",
                                "/v3/api-docs/**", "/swagger-ui.html", "/swagger-ui/**").permitAll()
                        .requestMatchers("/contests/*/games", "/contests/*/games/**").hasRole("CONTESTANT")
                        .requestMatchers(HttpMethod.GET, "/contests/**", "/matches/**").permitAll()
                        .requestMatchers("/admin/**", "/actuator/**").hasRole("ADMIN")
                        .anyRequest().hasRole("CONTESTANT"));
        return http.build();
    }
}
