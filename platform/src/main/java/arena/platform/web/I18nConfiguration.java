package arena.platform.web;

import arena.platform.account.AccountService;
import arena.platform.contest.ContestRepository;
import arena.platform.i18n.SiteLocaleResolver;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.LocaleResolver;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import org.springframework.web.servlet.i18n.LocaleChangeInterceptor;

/** The site's languages: the resolver of {@link SiteLocaleResolver}'s order and the {@code ?lang=} switch. */
@Configuration(proxyBeanMethods = false)
class I18nConfiguration implements WebMvcConfigurer {

    @Bean(DispatcherServlet.LOCALE_RESOLVER_BEAN_NAME)
    LocaleResolver localeResolver(ContestRepository contests, AccountService accounts) {
        return new SiteLocaleResolver(contests::findLanguageBySlug, (user, language) -> accounts.saveLanguage(user, language.tag()));
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        LocaleChangeInterceptor change = new LocaleChangeInterceptor();
        change.setParamName("lang");
        change.setIgnoreInvalidLocale(true);
        // the REST API speaks the language of Accept-Language, and must not read a lazily parsed upload's parameters
        registry.addInterceptor(change).excludePathPatterns("/api/**");
    }
}
