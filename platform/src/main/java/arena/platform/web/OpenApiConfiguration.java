package arena.platform.web;

import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.oas.models.info.Info;
import io.swagger.v3.oas.models.security.SecurityRequirement;
import io.swagger.v3.oas.models.security.SecurityScheme;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The REST API's description: personal tokens as bearer tokens. */
@Configuration(proxyBeanMethods = false)
class OpenApiConfiguration {

    @Bean
    OpenAPI arenaApi() {
        return new OpenAPI()
                .info(new Info().title("Arena API").version("v1")
                        .description("Upload strategies, follow their acceptance, start games, fetch replays. Get a token with "
                                + "POST /api/account/tokens (HTTP Basic) and send it as Authorization: Bearer <token>."))
                .components(new Components().addSecuritySchemes("token",
                        new SecurityScheme().type(SecurityScheme.Type.HTTP).scheme("bearer")))
                .addSecurityItem(new SecurityRequirement().addList("token"));
    }
}
