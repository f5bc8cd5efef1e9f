package arena.platform.web;

import arena.platform.account.AccountService;
import arena.platform.account.ApiTokenService;
import arena.platform.account.LoginThrottle;
import arena.platform.account.ThrottledAuthenticationProvider;
import arena.platform.error.ErrorSentences;
import arena.platform.worker.WorkerCredentials;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpMethod;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.config.annotation.method.configuration.EnableMethodSecurity;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configurers.HeadersConfigurer;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.access.intercept.AuthorizationFilter;
import org.springframework.security.web.authentication.www.BasicAuthenticationFilter;
import org.springframework.security.web.header.writers.ContentSecurityPolicyHeaderWriter;
import org.springframework.security.web.header.writers.DelegatingRequestMatcherHeaderWriter;
import org.springframework.security.web.header.writers.ReferrerPolicyHeaderWriter.ReferrerPolicy;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.NegatedRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerMapping;

/**
 * Four filter chains: Prometheus metrics (the metrics token only, see {@link MetricsTokenFilter}), getting an API token (the one place that takes HTTP Basic), the rest of the REST
 * API (stateless; personal tokens and workers' credentials; no CSRF since no cookie authenticates it) and the
 * site (form login, CSRF on, the account's current role and status read on every request). Passwords are
 * checked by one throttled provider. Every response carries a Content Security Policy that allows only
 * the site's own scripts and styles: no inline script, style or event handler (Swagger UI alone may
 * add styles).
 */
@Configuration(proxyBeanMethods = false)
@EnableMethodSecurity
class SecurityConfiguration {

    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; "
            + "form-action 'self'; frame-ancestors 'none'";

    /** Swagger UI's bundle adds a style element of its own: inline styles, and only styles, are allowed there. */
    static final String SWAGGER_UI_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
    private static final RequestMatcher SWAGGER_UI = PathPatternRequestMatcher.withDefaults().matcher("/swagger-ui/**");

    @Bean
    PasswordEncoder passwordEncoder() {
        return PasswordEncoderFactories.createDelegatingPasswordEncoder();
    }

    /** The one way to sign in with a password, for every chain (and as Spring Security's global manager). */
    @Bean
    AuthenticationManager passwordLogins(UserDetailsService users, PasswordEncoder encoder, LoginThrottle throttle) {
        return new ProviderManager(new ThrottledAuthenticationProvider(users, encoder, throttle));
    }

    /** Prometheus scrapes with the metrics token; a browser session (even an admin's) does not open it. */
    @Bean
    @Order(0)
    SecurityFilterChain metrics(HttpSecurity http, @Value("${arena.metrics.token:}") String metricsToken) throws Exception {
        http.securityMatcher("/actuator/prometheus")
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .addFilterBefore(new MetricsTokenFilter(metricsToken), BasicAuthenticationFilter.class)
                .exceptionHandling(errors -> errors.authenticationEntryPoint((request, response, failure) -> {
                    response.setHeader("WWW-Authenticate", "Bearer");
                    ProblemWriter.write(response, org.springframework.http.HttpStatus.UNAUTHORIZED, "UNAUTHORIZED",
                            "send Authorization: Bearer <the site's metrics token>");
                }))
                .headers(SecurityConfiguration::headers)
                .authorizeHttpRequests(requests -> requests.anyRequest().hasRole("METRICS"));
        return http.build();
    }

    @Bean
    @Order(1)
    SecurityFilterChain apiTokens(HttpSecurity http, AuthenticationManager logins, ApiTokenService tokens,
            WorkerCredentials workers, ErrorSentences sentences) throws Exception {
        ApiAuthenticationEntryPoint entryPoint = new ApiAuthenticationEntryPoint(sentences);
        http.securityMatcher(PathPatternRequestMatcher.withDefaults().matcher(HttpMethod.POST, "/api/account/tokens"))
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .authenticationManager(logins)
                .httpBasic(basic -> basic.authenticationEntryPoint(entryPoint))
                .addFilterBefore(new BearerTokenFilter(tokens, workers), BasicAuthenticationFilter.class)
                .exceptionHandling(errors -> errors.authenticationEntryPoint(entryPoint))
                .headers(SecurityConfiguration::headers)
                .authorizeHttpRequests(requests -> requests.anyRequest().hasRole("CONTESTANT"));
        return http.build();
    }

    @Bean
    @Order(2)
    SecurityFilterChain api(HttpSecurity http, ApiTokenService tokens, WorkerCredentials workers, ErrorSentences sentences)
            throws Exception {
        http.securityMatcher("/api/**")
                .csrf(csrf -> csrf.disable())
                .sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
                .exceptionHandling(errors -> errors.authenticationEntryPoint(new ApiAuthenticationEntryPoint(sentences)))
                .addFilterBefore(new BearerTokenFilter(tokens, workers), BasicAuthenticationFilter.class)
                .headers(SecurityConfiguration::headers)
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers(HttpMethod.POST, "/api/account/register").permitAll()
                        // a new worker brings a join token, which the endpoint reads itself
                        .requestMatchers(HttpMethod.POST, "/api/worker/join").permitAll()
                        .requestMatchers(HttpMethod.GET, "/api/contests", "/api/contests/*", "/api/matches/**",
                                "/api/contests/*/standings", "/api/contests/*/users/*/ratings",
                                "/api/contests/*/users/*/head-to-head", "/api/contests/*/users/*/breakdown",
                                "/api/contests/*/users/*/games",
                                "/api/contests/*/ladder", "/api/contests/*/stages", "/api/contests/*/stages/*/standings",
                                "/api/rating/**",
                                // the ladder's address before issue 23; it redirects to .../ladder
                                "/api/contests/*/sandbox").permitAll()
                        .requestMatchers("/api/worker/**").hasRole("WORKER")
                        .requestMatchers("/api/admin/**").hasRole("ADMIN")
                        .anyRequest().hasRole("CONTESTANT"));
        return http.build();
    }

    @Bean
    @Order(3)
    SecurityFilterChain site(HttpSecurity http, AuthenticationManager logins, AccountService accounts,
            @Qualifier("requestMappingHandlerMapping") ObjectProvider<RequestMappingHandlerMapping> mappings,
            ErrorSentences sentences)
            throws Exception {
        http.authenticationManager(logins)
                .addFilterBefore(new CurrentAccountFilter(accounts), AuthorizationFilter.class)
                .formLogin(login -> login.loginPage("/login").defaultSuccessUrl("/", false)
                        .failureHandler(new LoginFailureHandler(sentences)).permitAll())
                .logout(logout -> logout.logoutSuccessUrl("/").permitAll())
                .headers(SecurityConfiguration::headers)
                .exceptionHandling(errors -> errors.accessDeniedHandler(new PageAccessDenied()))
                .authorizeHttpRequests(requests -> requests
                        .requestMatchers("/", "/register", "/login", "/password/forgot", "/password/reset/*", "/error", "/css/**", "/js/**", "/images/**",
                                "/webjars/**", "/games/**", "/downloads/**", "/favicon.ico", "/favicon.svg", "/actuator/health",
                                "/v3/api-docs/**", "/swagger-ui.html", "/swagger-ui/**").permitAll()
                        .requestMatchers("/contests/*/games", "/contests/*/games/**", "/contests/*/comparisons").hasRole("CONTESTANT")
                        .requestMatchers(HttpMethod.GET, "/contests/**", "/matches/**", "/rating").permitAll()
                        .requestMatchers("/admin/**", "/actuator/**").hasRole("ADMIN")
                        // nothing is there: everyone gets the "not found" page, not a login form first
                        .requestMatchers(new UnknownAddress(mappings::getObject)).permitAll()
                        .anyRequest().hasRole("CONTESTANT"));
        return http.build();
    }

    /** Besides Spring Security's defaults (nosniff, frame denial, HSTS over TLS, no caching of pages). */
    private static void headers(HeadersConfigurer<HttpSecurity> headers) {
        headers.addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(new NegatedRequestMatcher(SWAGGER_UI),
                        new ContentSecurityPolicyHeaderWriter(CONTENT_SECURITY_POLICY)))
                .addHeaderWriter(new DelegatingRequestMatcherHeaderWriter(SWAGGER_UI,
                        new ContentSecurityPolicyHeaderWriter(SWAGGER_UI_POLICY)))
                .referrerPolicy(referrer -> referrer.policy(ReferrerPolicy.SAME_ORIGIN));
    }
}
