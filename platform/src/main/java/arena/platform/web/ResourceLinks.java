package arena.platform.web;

import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.resource.ResourceUrlEncodingFilter;

/**
 * Page links are written as the templates give them. Spring Boot adds a filter that offers every link a page
 * renders to the static resource handlers, to rewrite a resource's address (a version in it, say); as the
 * static files are served from {@code /**}, that looked every link (each player, each game) up as a file in
 * the class path, and a page of a few hundred links spent most of its time there (docs/benchmarks.md, "Pages
 * under load"). The site versions no address, and the WebJars handler resolves an address without a version
 * ({@code /webjars/chart.js/dist/chart.umd.js}) when it is requested, so nothing is lost.
 */
@Configuration(proxyBeanMethods = false)
class ResourceLinks {

    /** Boot registers its own filter only where no registration of one exists: this one, switched off. */
    @Bean
    FilterRegistrationBean<ResourceUrlEncodingFilter> resourceUrlEncodingFilterOff() {
        FilterRegistrationBean<ResourceUrlEncodingFilter> registration = new FilterRegistrationBean<>(new ResourceUrlEncodingFilter());
        registration.setEnabled(false);
        return registration;
    }
}
