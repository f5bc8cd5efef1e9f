/**
 * The Arena site, a Spring Boot application ({@code ArenaApplication}); with no configuration it starts an embedded
 * PostgreSQL and an embedded worker. Each subpackage owns one concern of the site.
 */
package arena.platform;
